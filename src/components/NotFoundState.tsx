import { Link } from 'react-router';
import { ChevronLeftIcon } from '@/components/icons';

export interface NotFoundStateProps {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}

export function NotFoundState({ title, message, backTo, backLabel }: NotFoundStateProps) {
  return (
    <section className="container-site py-20">
      <div className="card mx-auto flex max-w-xl flex-col items-center gap-4 p-8 text-center">
        <p className="text-5xl font-bold text-accent-500" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl">{title}</h1>
        <p className="text-ink-soft">{message}</p>
        <Link to={backTo} className="btn-primary">
          <ChevronLeftIcon className="h-4 w-4" />
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
