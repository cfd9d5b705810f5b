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
import { Field } from "~/ui/field";
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

type Planned = Omit<ScheduledArticle, "id" | "status">;

/** The plan form's values and messages; editing a field clears its message, the rest stay until the next submit. */
function usePlanForm(id: string, today: string, initial: PlanFormValues | undefined, onSubmit: (planned: Planned) => void) {
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
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validatePlan(values, today);
    if (result.ok) return onSubmit(result.value);
    setErrors(result.errors);
    const first = fieldOrder.find((field) => result.errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  /** The props of one field's control; `describedBy` comes from its Field. */
  const control = (field: PlanField, describedBy: string | undefined) => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy,
  });
  return { errors, submit, control };
}

function PlanForm({
  onSubmit,
  initial,
  submitLabel = copy.submit,
}: {
  onSubmit: (planned: Planned) => void;
  initial?: PlanFormValues;
  submitLabel?: string;
}) {
  const id = useId();
  const today = viennaDay(hubNow());
  const { errors, submit, control } = usePlanForm(id, today, initial, onSubmit);
  const field = (name: PlanField) => ({ id: `${id}-${name}`, label: copy.fields[name].label, error: errors[name] });

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="rounded-xl bg-fake-soft px-3 py-2 text-sm font-semibold text-fake">
          {copy.errorSummary}
        </p>
      ) : null}
      <Field {...field("title")}>{(describedBy) => <Input {...control("title", describedBy)} autoComplete="off" />}</Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("category")} className="content-start">
          {(describedBy) => (
            <NativeSelect {...control("category", describedBy)}>
              {scheduleCategories.map((category) => (
                <NativeSelectOption key={category} value={category}>
                  {scheduleCategoryLabels[category]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field {...field("date")} className="content-start">
          {(describedBy) => <Input {...control("date", describedBy)} type="date" min={today} />}
        </Field>
      </div>
      <Field {...field("targetLength")} hint={copy.fields.targetLength.hint}>
        {(describedBy) => (
          <Input
            {...control("targetLength", describedBy)}
            type="number"
            inputMode="numeric"
            min={TARGET_LENGTH_MIN}
            max={TARGET_LENGTH_MAX}
            step={50}
          />
        )}
      </Field>
      <Field {...field("keywords")} hint={copy.fields.keywords.hint}>
        {(describedBy) => <Input {...control("keywords", describedBy)} autoComplete="off" />}
      </Field>
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
