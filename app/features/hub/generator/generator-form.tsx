import { CircleStop, LoaderCircle, Sparkles } from "lucide-react";
import { useId, useState } from "react";

import { PanelCard } from "../panel-card";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "~/ui/native-select";
import { Progress } from "~/ui/progress";
import { generatorCopy as copy } from "~/features/hub/copy/hub";
import { categoryLabels } from "~/content/categories";
import { formatNumber, formatPercent } from "~/utils/format";
import { canGenerate, type GenerationRequest } from "./generator";
import { templates } from "./templates";
import { categoryOffersTopic, findTopic, topicGroupsFor } from "./topics";
import { type ArticleCategory, GENERAL_CATEGORY, hubCategories, isOneOf } from "~/features/hub/drafts/types";

const NO_TOPIC = "no-topic";
const categoryValues: readonly ArticleCategory[] = [GENERAL_CATEGORY, ...hubCategories];

type GeneratorFormProps = {
  running: boolean;
  progress: number;
  status: string;
  onGenerate: (request: GenerationRequest) => void;
  /** Fields placed above the submit button (the text source). */
  settings?: React.ReactNode;
  /** When set, a running generation shows a cancel button with this label. */
  cancel?: { label: string; onCancel: () => void };
};

export function GeneratorForm({ running, progress, status, onGenerate, settings, cancel }: GeneratorFormProps) {
  const id = useId();
  const [category, setCategory] = useState<ArticleCategory>(GENERAL_CATEGORY);
  // Kept across category changes so a chosen topic is not lost; one the new category does not list stays selectable.
  const [topicId, setTopicId] = useState(NO_TOPIC);
  const [customTopic, setCustomTopic] = useState("");

  const hasCategory = category !== GENERAL_CATEGORY;
  const topic = findTopic(topicId);
  const keptTopic = hasCategory && topic && !categoryOffersTopic(category, topic) ? topic : undefined;
  const request: GenerationRequest = { category, listTopic: hasCategory ? topic?.title : undefined, customTopic };
  const ready = canGenerate(request);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (ready && !running) onGenerate(request);
  };

  return (
    <PanelCard title={copy.formTitle} description={copy.formDescription} titleId={`${id}-title`}>
      <form className="grid gap-4" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-category`}>{copy.category.label}</Label>
          <NativeSelect
            id={`${id}-category`}
            value={category}
            aria-describedby={`${id}-template`}
            onChange={(event) => isOneOf(categoryValues, event.target.value) && setCategory(event.target.value)}
          >
            <NativeSelectOption value={GENERAL_CATEGORY}>{copy.category.none}</NativeSelectOption>
            {hubCategories.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {categoryLabels[value]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <p id={`${id}-template`} className="text-xs text-ink-soft">
            {hasCategory
              ? copy.templateInfo(
                  templates[category].label,
                  formatNumber(templates[category].minWords),
                  templates[category].targetAudience,
                )
              : copy.generalInfo}
          </p>
        </div>

        {hasCategory ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-topic`}>{copy.topic.label}</Label>
            <NativeSelect id={`${id}-topic`} value={topicId} onChange={(event) => setTopicId(event.target.value)}>
              <NativeSelectOption value={NO_TOPIC}>{copy.topic.none}</NativeSelectOption>
              {keptTopic ? (
                <NativeSelectOptGroup label={copy.topic.kept}>
                  <NativeSelectOption value={keptTopic.id}>{keptTopic.title}</NativeSelectOption>
                </NativeSelectOptGroup>
              ) : null}
              {topicGroupsFor(category).map((group) => (
                <NativeSelectOptGroup key={group.id} label={group.label}>
                  {group.topics.map((item) => (
                    <NativeSelectOption key={item.id} value={item.id}>
                      {item.title}
                    </NativeSelectOption>
                  ))}
                </NativeSelectOptGroup>
              ))}
            </NativeSelect>
          </div>
        ) : null}

        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-custom`}>{copy.customTopic.label}</Label>
          <Input
            id={`${id}-custom`}
            value={customTopic}
            placeholder={copy.customTopic.placeholder}
            autoComplete="off"
            aria-describedby={`${id}-custom-hint`}
            onChange={(event) => setCustomTopic(event.target.value)}
          />
          <p id={`${id}-custom-hint`} className="text-xs text-ink-soft">
            {copy.customTopic.hint}
          </p>
        </div>

        {settings}

        <div className="flex flex-col gap-2">
          <Button
            type="submit"
            disabled={running || !ready}
            aria-describedby={ready ? undefined : `${id}-need-topic`}
            className="w-full sm:w-auto sm:self-start"
          >
            {running ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {copy.submit}
          </Button>
          {running && cancel ? (
            <Button type="button" variant="outline" className="w-full sm:w-auto sm:self-start" onClick={cancel.onCancel}>
              <CircleStop aria-hidden="true" />
              {cancel.label}
            </Button>
          ) : null}
          {ready ? null : (
            <p id={`${id}-need-topic`} className="text-xs text-ink-soft">
              {copy.needTopic}
            </p>
          )}
        </div>

        <div className="grid gap-2 rounded-xl border border-line bg-paper p-3">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span id={`${id}-progress`} className="font-semibold">
              {copy.progressLabel}
            </span>
            <span aria-hidden="true" className="text-ink-soft tabular">
              {formatPercent(progress / 100)}
            </span>
          </div>
          <Progress value={progress} aria-labelledby={`${id}-progress`} />
          <p role="status" className="min-h-5 text-sm text-ink-soft">
            {status}
          </p>
        </div>
      </form>
    </PanelCard>
  );
}
