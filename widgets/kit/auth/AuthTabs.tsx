/**
 * Mode tabs of a sign-in form (username or SMS login, e-mail or phone reset): a tablist whose arrow
 * keys move between the tabs (WAI-ARIA tabs pattern); the panel is the form below.
 */
import { useRef, type KeyboardEvent } from 'react';
import './auth.css';

export interface AuthTab<M extends string> {
  id: M;
  label: string;
}

export interface AuthTabsProps<M extends string> {
  tabs: readonly AuthTab<M>[];
  value: M;
  onChange(mode: M): void;
  label: string;
  /** The id of the panel the tabs control. */
  panelId: string;
}

export function AuthTabs<M extends string>({ tabs, value, onChange, label, panelId }: AuthTabsProps<M>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab === undefined) return;
    onChange(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(el) => { refs.current[index] = el; }}
          type="button"
          role="tab"
          className="auth-tabs__tab"
          aria-selected={tab.id === value}
          aria-controls={panelId}
          tabIndex={tab.id === value ? 0 : -1}
          onClick={() => onChange(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
