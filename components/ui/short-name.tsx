import { clsx } from 'clsx';

/**
 * A name where room is short (half a pair's card, a sundae's legend): the first name only, on one line, cut
 * with an ellipsis rather than split mid-word (docs/design.md § Polish); screen readers hear the whole name.
 */
export function ShortName({ name, className }: { name: string; className?: string }) {
  const first = name.trim().split(/\s+/)[0] ?? name;
  return (
    <>
      <span aria-hidden="true" title={name} className={clsx('block min-w-0 truncate', className)}>
        {first}
      </span>
      <span className="sr-only">{name}</span>
    </>
  );
}
