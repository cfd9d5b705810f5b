import { cn } from "~/utils/cn";

/** The frame around a data table: a bordered card that scrolls sideways when the table is wider than the screen. */
export function TableFrame({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="table-frame"
      className={cn("overflow-x-auto rounded-card border border-line bg-surface", className)}
      {...props}
    />
  );
}

export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return <table data-slot="table" className={cn("w-full text-left text-sm", className)} {...props} />;
}

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

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("divide-y divide-line", className)} {...props} />;
}

/** The first cell of a body row, which names the row. */
export function TableRowHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-row-head" scope="row" className={cn("px-4 font-semibold", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-4", className)} {...props} />;
}
