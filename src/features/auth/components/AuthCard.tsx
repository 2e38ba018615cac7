import type { ReactNode } from 'react';
import { company } from '@/config/company';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex w-full">
      <div className="relative hidden w-1/2 overflow-hidden bg-ink lg:block">
        <img
          src="/images/login-side.svg"
          alt=""
          width={800}
          height={1000}
          className="absolute inset-0 h-full w-full object-cover opacity-90"
        />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/90 to-transparent p-10 text-white">
          <p className="font-display text-3xl">{company.name}</p>
          <p className="mt-2 text-white/80">{company.tagline}</p>
        </div>
      </div>
      <div className="flex w-full items-center justify-center px-4 py-10 lg:w-1/2">
        <div className="w-full max-w-md">
          <img src={company.logo} alt={company.name} width={176} height={38} className="mb-8 h-10 w-auto" />
          <h1 className="text-2xl sm:text-3xl">{title}</h1>
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
    >
      {message}
    </p>
  );
}
