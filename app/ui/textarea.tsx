import { fieldClassName } from "./input";
import { cn } from "~/utils/cn";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(fieldClassName, "py-2 leading-relaxed", className)} {...props} />;
}
