import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from '../../../components/ui/StateMessage';
import { errorText } from './admin-ui';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states: loading, the error (the server's own text when it sent
 * one, such as "no admin rights"), or its data.
 */
export function QueryView<T>({ query, loading, failed, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingState label={loading} className="py-12" />;
  if (query.isError) {
    return (
      <ErrorState
        title={failed}
        message={errorText(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-12"
      />
    );
  }
  return <>{children(query.data)}</>;
}
