import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { SKELETON_ROWS, useRowHeight } from './rowHeight';

/** A row's placeholder while its page comes. */
export function PendingRow({ index, start }: { index: number; start: number }) {
  return (
    <li
      data-index={index}
      className="profiles-row profiles-row-pending"
      style={{ transform: `translateY(${start}px)` }}
      aria-hidden="true"
    >
      <span className="profiles-picture profiles-skeleton" />
      <span className="profiles-row-text profiles-skeleton" />
    </li>
  );
}

/**
 * The list before its first page: the scroller's own fixed box with placeholder rows, so nothing
 * below it moves when the rows arrive (the apps card on a phone).
 */
export function ProfileListSkeleton() {
  const intl = useIntl();
  const rowHeight = useRowHeight();
  return (
    <div
      className="profiles-scroller"
      style={{ '--row': `${rowHeight}px` } as CSSProperties}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      <ul className="profiles-list" style={{ height: rowHeight * SKELETON_ROWS }}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <PendingRow key={index} index={index} start={index * rowHeight} />
        ))}
      </ul>
    </div>
  );
}
