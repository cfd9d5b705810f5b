import { CircleStop, Sparkles } from "lucide-react";
import { useId, useMemo, useState } from "react";

import { PanelCard } from "../panel-card";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from "~/ui/native-select";
import { Progress } from "~/ui/progress";
import { BusyIcon } from "~/ui/busy-icon";
import { generatorCopy as copy } from "~/features/hub/copy/hub";
import { categoryLabels } from "~/content/categories";
import { formatNumber, formatPercent } from "~/utils/format";
import { canGenerate, type GenerationRequest } from "./generator";
import { templates } from "./templates";
import { PublishedTopics } from "./published-topics";
import { splitPublishedTopics } from "./topic-briefs";
import { categoryOffersTopic, findTopic, type Topic, type TopicList, topicGroupsFor } from "./topics";
import { isOneOf } from "~/features/hub/drafts/types";
import { type ArticleCategory, GENERAL_CATEGORY, hubCategories } from "~/domain/categories";
import type { PublishedKey } from "~/features/hub/publishing/published";
import type { RevisionStatus } from "~/features/hub/publishing/use-revision";

const NO_TOPIC = "no-topic";
const categoryValues: readonly ArticleCategory[] = [GENERAL_CATEGORY, ...hubCategories];

type GeneratorFormProps = {
  /** Published articles: a list topic whose keyphrase one uses is offered for revision instead. */
  published: readonly PublishedKey[];
  revision: { status: RevisionStatus | undefined; revise: (article: PublishedKey) => void };
  running: boolean;
  progress: number;
  status: string;
  onGenerate: (request: GenerationRequest) => void;
  /** Fields placed above the submit button (the text source). */
  settings?: React.ReactNode;
  /** When set, a running generation shows a cancel button with this label. */
  cancel?: { label: string; onCancel: () => void };
};

export function GeneratorForm({
  published,
  revision,
  running,
  progress,
  status,
  onGenerate,
  settings,
  cancel,
}: GeneratorFormProps) {
  const id = useId();
  const [category, setCategory] = useState<ArticleCategory>(GENERAL_CATEGORY);
  // Kept across category changes so a chosen topic is not lost; one the new category does not list stays selectable.
  const [topicId, setTopicId] = useState(NO_TOPIC);
  const [customTopic, setCustomTopic] = useState("");

  const hasCategory = category !== GENERAL_CATEGORY;
  const split = useMemo(
    () => (hasCategory ? splitPublishedTopics(topicGroupsFor(category), published) : { groups: [], published: [] }),
    [hasCategory, category, published],
  );
  const chosen = findTopic(topicId);
  // A topic published since it was chosen is not written again.
  const topic = chosen && !split.published.some((item) => item.topic.id === chosen.id) ? chosen : undefined;
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
        <CategoryField id={`${id}-category`} category={category} onCategory={setCategory} />

        {hasCategory ? (
          <TopicField
            id={`${id}-topic`}
            groups={split.groups}
            topicId={topic ? topicId : NO_TOPIC}
            keptTopic={keptTopic}
            onTopic={setTopicId}
          />
        ) : null}
        <PublishedTopics
          id={`${id}-published`}
          topics={split.published}
          status={revision.status}
          onRevise={(article) => void revision.revise(article)}
        />

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
            <BusyIcon busy={running} icon={Sparkles} />
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

        <GenerationProgress id={`${id}-progress`} progress={progress} done={!running && progress >= 100} status={status} />
      </form>
    </PanelCard>
  );
}

function CategoryField({
  id,
  category,
  onCategory,
}: {
  id: string;
  category: ArticleCategory;
  onCategory: (category: ArticleCategory) => void;
}) {
  const hasCategory = category !== GENERAL_CATEGORY;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{copy.category.label}</Label>
      <NativeSelect
        id={id}
        value={category}
        aria-describedby={`${id}-template`}
        onChange={(event) => isOneOf(categoryValues, event.target.value) && onCategory(event.target.value)}
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
  );
}

function TopicField({
  id,
  groups,
  topicId,
  keptTopic,
  onTopic,
}: {
  id: string;
  /** The category's topic lists without the topics a published article covers. */
  groups: readonly TopicList[];
  topicId: string;
  /** A chosen topic the category does not list: it stays selectable. */
  keptTopic: Topic | undefined;
  onTopic: (topicId: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{copy.topic.label}</Label>
      <NativeSelect id={id} value={topicId} onChange={(event) => onTopic(event.target.value)}>
        <NativeSelectOption value={NO_TOPIC}>{copy.topic.none}</NativeSelectOption>
        {keptTopic ? (
          <NativeSelectOptGroup label={copy.topic.kept}>
            <NativeSelectOption value={keptTopic.id}>{keptTopic.title}</NativeSelectOption>
          </NativeSelectOptGroup>
        ) : null}
        {groups.map((group) => (
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
  );
}

/** The bar and its status; a finished run reads "Fertig", not a percentage. */
function GenerationProgress({ id, progress, done, status }: { id: string; progress: number; done: boolean; status: string }) {
  return (
    <div className="grid gap-2 rounded-xl border border-line bg-paper p-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={id} className="font-semibold">
          {copy.progressLabel}
        </span>
        <span aria-hidden="true" className="text-ink-soft tabular">
          {done ? copy.progressDone : formatPercent(progress / 100)}
        </span>
      </div>
      <Progress value={progress} aria-labelledby={id} {...(done ? { getValueLabel: () => copy.progressDone } : {})} />
      <p role="status" className="min-h-5 text-sm text-ink-soft">
        {status}
      </p>
    </div>
  );
}
