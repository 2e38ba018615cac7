import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
  align?: 'center' | 'left';
  level?: 2 | 3;
  id?: string;
}

export function SectionHeading({
  title,
  eyebrow,
  children,
  align = 'center',
  level = 2,
  id,
}: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wider text-accent-600 uppercase">{eyebrow}</p>
      ) : null}
      <Heading id={id} className="mt-2 text-2xl leading-tight sm:text-4xl">
        {title}
      </Heading>
      {children ? <div className="mt-3 leading-relaxed text-ink-soft">{children}</div> : null}
    </div>
  );
}
