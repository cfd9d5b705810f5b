import { CircleAlert } from "lucide-react";

import { publishCheckCopy } from "~/features/hub/copy/hub-publish";
import { cn } from "~/utils/cn";

/** A reason, and where its check line is in the analysis (none for the build's own reasons). */
export type Problem = { message: string; href?: string };

/**
 * What stops a draft or a file: a title, the reasons as a list (each linked to its check line where it
 * has one), what to do about it, and any action that helps (e.g. "Ersetzen").
 */
export function ProblemNotice({
  title,
  problems,
  hint,
  children,
}: {
  title: string;
  problems?: readonly (string | Problem)[] | undefined;
  hint?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-xl bg-fake-soft px-3 py-2.5 text-sm text-ink">
      <p className="flex items-center gap-1.5 font-semibold text-fake">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      {problems ? (
        <ul className="mt-1.5 list-disc space-y-1 pl-5 break-words">
          {problems.map((problem, index) => (
            <ProblemItem key={index} problem={problem} />
          ))}
        </ul>
      ) : null}
      {hint ? <p className="mt-1.5 text-xs">{hint}</p> : null}
      {children}
    </div>
  );
}

function ProblemItem({ problem }: { problem: string | Problem }) {
  const { message, href } = typeof problem === "string" ? { message: problem, href: undefined } : problem;
  return (
    <li>
      {message}
      {href ? (
        <>
          {" "}
          <a href={href} className="font-semibold underline underline-offset-2">
            {publishCheckCopy.toCheck}
          </a>
        </>
      ) : null}
    </li>
  );
}

/** A failure said in one line, announced at once; `className` adds to its classes (e.g. `break-words`). */
export function FailureAlert({ message, className }: { message: string; className?: string }) {
  return (
    <p role="alert" className={cn("w-full text-sm font-semibold text-fake", className)}>
      {message}
    </p>
  );
}
