import type { ReactNode } from 'react';
import { SearchX, TriangleAlert } from 'lucide-react';
import { de } from '../../i18n/de';
import { Button } from './Button';
import { Spinner } from './Spinner';

export function LoadingState({ label, className = 'py-16' }: { label: string; className?: string }) {
  return (
    <p role="status" className={`flex items-center justify-center gap-3 text-ink-200 ${className}`}>
      <Spinner />
      {label}
    </p>
  );
}

export interface EmptyStateProps {
  title: string;
  titleAs?: 'h1' | 'h2' | 'p';
  text?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function EmptyState({
  title,
  titleAs: Title = 'p',
  text,
  children,
  className = 'py-16',
}: EmptyStateProps) {
  return (
    <div className={`flex flex-col items-center gap-2 text-center ${className}`}>
      <SearchX className="size-10 text-ink-500" aria-hidden="true" />
      <Title className="text-lg font-semibold text-white">{title}</Title>
      {text ? <p className="max-w-md text-ink-300">{text}</p> : null}
      {children}
    </div>
  );
}

export interface ErrorStateProps {
  message: string;
  title?: string;
  /** A page-level error names the page: its title is the page's h1. */
  titleAs?: 'h1' | 'p';
  onRetry?: () => void;
  retrying?: boolean;
  children?: ReactNode;
  className?: string;
}

export function ErrorState({
  message,
  title,
  titleAs: Title = 'p',
  onRetry,
  retrying,
  children,
  className = 'py-16',
}: ErrorStateProps) {
  return (
    <div role="alert" className={`flex flex-col items-center gap-3 text-center ${className}`}>
      <TriangleAlert className="size-10 text-brand-400" aria-hidden="true" />
      {title ? (
        <Title
          className={
            Title === 'h1' ? 'text-2xl font-extrabold text-white' : 'text-lg font-semibold text-white'
          }
        >
          {title}
        </Title>
      ) : null}
      <p className="max-w-md text-ink-200">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {de.common.retry}
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
