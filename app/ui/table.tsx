import { slotted } from "./slotted";
import { cn } from "~/utils/cn";

/** The frame around a data table: a bordered card that scrolls sideways when the table is wider than the screen. */
export const TableFrame = slotted("div", "table-frame", "overflow-x-auto rounded-card border border-line bg-surface");

export const Table = slotted("table", "table", "w-full text-left text-sm");

/** The table's head: one row of column headings on a sand band. */
export function TableHeader({ children, ...props }: React.ComponentProps<"thead">) {
  return (
    <thead data-slot="table-header" {...props}>
      <tr className="border-b border-line bg-sand">{children}</tr>
    </thead>
  );
}

/** A column heading. */
export function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-head" scope="col" className={cn("px-4 py-2.5 font-semibold", className)} {...props} />;
}

export const TableBody = slotted("tbody", "table-body", "divide-y divide-line");

/** The first cell of a body row, which names the row. */
export function TableRowHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-row-head" scope="row" className={cn("px-4 font-semibold", className)} {...props} />;
}

export const TableCell = slotted("td", "table-cell", "px-4");
