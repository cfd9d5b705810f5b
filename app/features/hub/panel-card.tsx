import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/ui/card";

type PanelCardProps = {
  /** An anchor a link elsewhere points at (a publish reason's check line): the card then takes focus on the jump. */
  id?: string;
  title: string;
  /** One line under the title, if the panel needs it. */
  description?: React.ReactNode;
  /** For a list, table or form the title names (`aria-labelledby`). */
  titleId?: string;
  className?: string;
  contentClassName?: string;
  children: React.ReactNode;
};

/** The frame of the hub's panels: a card with its title, an optional one-line description and the content. */
export function PanelCard({ id, title, description, titleId, className, contentClassName, children }: PanelCardProps) {
  return (
    <Card id={id} tabIndex={id ? -1 : undefined} className={className}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
