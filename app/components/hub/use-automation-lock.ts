import { useEffect, useState } from "react";

import { browserLockEnvironment, holdAutomationLock } from "~/lib/hub/automation-lock";
import { browserStorage } from "~/lib/hub/storage";

/**
 * Whether this tab runs the automation (app/lib/hub/automation-lock.ts): true while it holds the
 * lock, false while another open hub tab does, null until the browser has answered.
 */
export function useAutomationLock(): boolean | null {
  const [holding, setHolding] = useState<boolean | null>(null);
  useEffect(() => holdAutomationLock(setHolding, browserLockEnvironment(browserStorage())), []);
  return holding;
}
