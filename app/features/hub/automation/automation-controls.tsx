import { MapPin } from "lucide-react";
import { useId } from "react";

import { PanelCard } from "../panel-card";
import { Label } from "~/ui/label";
import { NativeSelect, NativeSelectOption } from "~/ui/native-select";
import { Switch } from "~/ui/switch";
import { automationCopy as copy, focusOptions, weeklyOptions } from "~/features/hub/copy/hub";
import type { AutomationSettings } from "~/features/hub/drafts/types";

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

      <SettingSelect field="weeklyTarget" settings={settings} onChange={onChange} />
      <SettingSelect field="focus" settings={settings} onChange={onChange} />

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

type SelectField = "weeklyTarget" | "focus";

const selects: { [K in SelectField]: { label: string; options: readonly { value: AutomationSettings[K]; label: string }[] } } = {
  weeklyTarget: { label: copy.weekly.label, options: weeklyOptions },
  focus: { label: copy.focus.label, options: focusOptions },
};

/** A setting picked among its options; a value not among them (none can be picked) changes nothing. */
function SettingSelect({ field, ...props }: AutomationControlsProps & { field: SelectField }) {
  const id = useId();
  const { label, options } = selects[field];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={props.settings[field]}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) props.onChange({ ...props.settings, [field]: picked.value });
        }}
      >
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
