import { Fragment } from 'react';

/**
 * A release name with break opportunities after its dots, dashes and underscores,
 * so a narrow column wraps "Die.Nibelungen.…-RHEiNGOLD" between its parts instead
 * of inside a word.
 */
export function ReleaseName({ name }: { name: string }) {
  const parts = name.split(/(?<=[._-])/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
