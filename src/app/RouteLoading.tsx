import { Spinner } from '@/components/Spinner';

export function RouteLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label="Loading page" className="h-8 w-8" />
    </div>
  );
}
