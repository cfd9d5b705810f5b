import { CalendarPlus, Pencil } from "lucide-react";
import { useId, useState } from "react";

import { QuotedTitle } from "../quoted-title";
import { Button } from "~/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/ui/dialog";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { NativeSelect, NativeSelectOption } from "~/ui/native-select";
import { automationCopy, planDialogCopy as copy, scheduleCategoryLabels } from "~/features/hub/copy/hub";
import { slotCopy } from "~/features/hub/copy/hub-automation";
import { hubNow } from "./clock";
import {
  type PlanField,
  type PlanFormErrors,
  type PlanFormValues,
  TARGET_LENGTH_DEFAULT,
  TARGET_LENGTH_MAX,
  TARGET_LENGTH_MIN,
  validatePlan,
  viennaDay,
} from "./schedule";
import { scheduleCategories, type ScheduledArticle } from "~/features/hub/drafts/types";

const fieldOrder: readonly PlanField[] = ["title", "category", "date", "targetLength", "keywords"];

export function PlanArticleDialog({ onPlan }: { onPlan: (planned: Omit<ScheduledArticle, "id" | "status">) => void }) {
  return (
    <SlotDialog
      trigger={
        <Button size="sm">
          <CalendarPlus aria-hidden="true" />
          {automationCopy.planButton}
        </Button>
      }
      title={copy.title}
      description={copy.description}
      onSubmit={onPlan}
    />
  );
}

/** "Bearbeiten" on a slot: the planning form with the slot's values. */
export function EditSlotDialog({
  slot,
  onSave,
}: {
  slot: ScheduledArticle;
  onSave: (edited: Omit<ScheduledArticle, "id" | "status">) => void;
}) {
  return (
    <SlotDialog
      trigger={
        <Button size="sm" variant="outline">
          <Pencil aria-hidden="true" />
          {slotCopy.edit}
          <QuotedTitle title={slot.title} />
        </Button>
      }
      title={slotCopy.editTitle}
      description={slotCopy.editDescription}
      initial={{
        title: slot.title,
        category: slot.category,
        date: slot.scheduledDate,
        targetLength: String(slot.targetLength),
        keywords: slot.keywords.join(", "),
      }}
      submitLabel={slotCopy.editSubmit}
      onSubmit={onSave}
    />
  );
}

/** The dialog both open: its trigger, title and description, and the planning form, which closes it when valid. */
function SlotDialog({
  trigger,
  title,
  description,
  initial,
  submitLabel,
  onSubmit,
}: {
  trigger: React.ReactElement;
  title: string;
  description: string;
  initial?: PlanFormValues;
  submitLabel?: string;
  onSubmit: (values: Omit<ScheduledArticle, "id" | "status">) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={copy.close}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <PlanForm
          initial={initial}
          submitLabel={submitLabel}
          onSubmit={(values) => {
            onSubmit(values);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({
  onSubmit,
  initial,
  submitLabel = copy.submit,
}: {
  onSubmit: (planned: Omit<ScheduledArticle, "id" | "status">) => void;
  initial?: PlanFormValues;
  submitLabel?: string;
}) {
  const id = useId();
  const today = viennaDay(hubNow());
  const [values, setValues] = useState<PlanFormValues>(
    () =>
      initial ?? {
        title: "",
        category: "guides",
        date: viennaDay(hubNow(), 7),
        targetLength: String(TARGET_LENGTH_DEFAULT),
        keywords: "",
      },
  );
  const [errors, setErrors] = useState<PlanFormErrors>({});

  // Editing a field clears its message; the rest stay until the next submit.
  const set = (field: PlanField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validatePlan(values, today);
    if (result.ok) return onSubmit(result.value);
    setErrors(result.errors);
    const first = fieldOrder.find((field) => result.errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const fieldProps = (field: PlanField, hint?: string) => {
    const describedBy = [hint ? `${id}-${field}-hint` : "", errors[field] ? `${id}-${field}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return {
      id: `${id}-${field}`,
      value: values[field],
      onChange: set(field),
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
  };

  const error = (field: PlanField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-semibold text-fake">
        {errors[field]}
      </p>
    ) : null;

  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {hasErrors ? (
        <p role="alert" className="rounded-xl bg-fake-soft px-3 py-2 text-sm font-semibold text-fake">
          {copy.errorSummary}
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-title`}>{copy.fields.title.label}</Label>
        <Input {...fieldProps("title")} autoComplete="off" />
        {error("title")}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-category`}>{copy.fields.category.label}</Label>
          <NativeSelect {...fieldProps("category")}>
            {scheduleCategories.map((category) => (
              <NativeSelectOption key={category} value={category}>
                {scheduleCategoryLabels[category]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          {error("category")}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-date`}>{copy.fields.date.label}</Label>
          <Input {...fieldProps("date")} type="date" min={today} />
          {error("date")}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-targetLength`}>{copy.fields.targetLength.label}</Label>
        <Input
          {...fieldProps("targetLength", copy.fields.targetLength.hint)}
          type="number"
          inputMode="numeric"
          min={TARGET_LENGTH_MIN}
          max={TARGET_LENGTH_MAX}
          step={50}
        />
        <p id={`${id}-targetLength-hint`} className="text-xs text-ink-soft">
          {copy.fields.targetLength.hint}
        </p>
        {error("targetLength")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-keywords`}>{copy.fields.keywords.label}</Label>
        <Input {...fieldProps("keywords", copy.fields.keywords.hint)} autoComplete="off" />
        <p id={`${id}-keywords-hint`} className="text-xs text-ink-soft">
          {copy.fields.keywords.hint}
        </p>
        {error("keywords")}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {copy.cancel}
          </Button>
        </DialogClose>
        <Button type="submit">{submitLabel}</Button>
      </DialogFooter>
    </form>
  );
}
