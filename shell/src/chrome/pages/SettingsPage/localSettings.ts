import { AUTOSAVE_SETTING_KEY } from '@ppp/ui';
import { useCallback, useState } from 'react';

// Preferences that live only in this browser (spec-2: the autosave switch is local; notifications
// are chosen on the account since D22). 'Autozapis' is what the forms' drafts read (D20).

const LOCAL_SETTING_KEYS = {
  autosave: AUTOSAVE_SETTING_KEY,
} as const;

export type LocalSetting = keyof typeof LOCAL_SETTING_KEYS;

function readLocalSetting(setting: LocalSetting, fallback: boolean): boolean {
  try {
    const stored = localStorage.getItem(LOCAL_SETTING_KEYS[setting]);
    return stored === null ? fallback : stored === 'true';
  } catch {
    return fallback;
  }
}

function writeLocalSetting(setting: LocalSetting, value: boolean): void {
  try {
    localStorage.setItem(LOCAL_SETTING_KEYS[setting], String(value));
  } catch {
    // Storage blocked: the switch still works until the page is left.
  }
}

/** A boolean preference kept in localStorage. */
export function useLocalSetting(
  setting: LocalSetting,
  fallback: boolean,
): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => readLocalSetting(setting, fallback));
  const update = useCallback(
    (next: boolean) => {
      writeLocalSetting(setting, next);
      setValue(next);
    },
    [setting],
  );
  return [value, update];
}
