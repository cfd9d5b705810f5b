import { MapPin } from "lucide-react";
import { useId } from "react";

import { PanelCard } from "../panel-card";
import { Label } from "~/ui/label";
import { NativeSelect, NativeSelectOption } from "~/ui/native-select";
import { Switch } from "~/ui/switch";
import { automationCopy as copy, focusOptions, weeklyOptions } from "~/features/hub/copy/hub";
import { type AutomationSettings, contentFocuses, isOneOf, weeklyTargets } from "~/features/hub/drafts/types";

type AutomationControlsProps = {
  settings: AutomationSettings;
  onChange: (settings: AutomationSettings) => void;
};

export function AutomationControls({ settings, onChange }: AutomationControlsProps) {
  const id = useId();
  return (
    <PanelCard title={copy.controlTitle} description={copy.controlDescription} contentClassName="grid gap-5">
      <div className="flex items-start justify-between gap-4 rounded-xl border border-line bg-paper p-3">
        <div>
          <Label htmlFor={`${id}-master`}>{copy.master.label}</Label>
          <p id={`${id}-master-state`} className="text-sm text-ink-soft">
            {settings.enabled ? copy.master.on : copy.master.off}
          </p>
        </div>
        <Switch
          id={`${id}-master`}
          checked={settings.enabled}
          aria-describedby={`${id}-master-state`}
          onCheckedChange={(enabled) => onChange({ ...settings, enabled })}
        />
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-weekly`}>{copy.weekly.label}</Label>
        <NativeSelect
          id={`${id}-weekly`}
          value={settings.weeklyTarget}
          onChange={(event) => {
            const weeklyTarget = Number(event.target.value);
            if (isOneOf(weeklyTargets, weeklyTarget)) onChange({ ...settings, weeklyTarget });
          }}
        >
          {weeklyOptions.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-focus`}>{copy.focus.label}</Label>
        <NativeSelect
          id={`${id}-focus`}
          value={settings.focus}
          onChange={(event) =>
            isOneOf(contentFocuses, event.target.value) && onChange({ ...settings, focus: event.target.value })
          }
        >
          {focusOptions.map((option) => (
            <NativeSelectOption key={option.value} value={option.value}>
              {option.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>

      <aside aria-labelledby={`${id}-austria`} className="flex gap-3 rounded-xl bg-info-soft p-3 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
        <div>
          <h4 id={`${id}-austria`} className="font-semibold text-ink">
            {copy.austria.title}
          </h4>
          <p className="text-ink-soft">{copy.austria.text}</p>
        </div>
      </aside>
    </PanelCard>
  );
}
