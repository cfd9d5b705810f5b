import type { ReactNode } from "react";

/** A list of links, one list item each, keyed by address: navigation rows, footer groups, jump links. */
export function LinkList({
  items,
  className,
  linkClassName,
}: {
  items: readonly { href: string; label: ReactNode }[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={linkClassName}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
