import { useEffect, useState } from "react";

import { browserLockEnvironment, holdAutomationLock } from "./automation-lock";
import { browserStorage } from "~/features/hub/storage/storage";

/**
 * Whether this tab runs the automation (app/features/hub/automation/automation-lock.ts): true while it holds the
 * lock, false while another open hub tab does, null until the browser has answered.
 */
export function useAutomationLock(): boolean | null {
  const [holding, setHolding] = useState<boolean | null>(null);
  useEffect(() => holdAutomationLock(setHolding, browserLockEnvironment(browserStorage())), []);
  return holding;
}
