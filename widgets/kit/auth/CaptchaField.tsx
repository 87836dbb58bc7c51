/**
 * The image captcha (GET /wps/captcha: an SVG data URL and its id): a labelled input beside the image
 * and a refresh button allowed at most once per second (SPEC sections 4 and 9). A new image is
 * fetched on mount, on refresh and whenever `refreshKey` changes (after a failed attempt spent it).
 * The answer goes with the image's id: `onIdChange` reports it (login and registration send it as
 * `captchaId`).
 */
import { useEffect, useRef } from 'react';
import { usePortalData } from '../../portal-context/PortalData';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { FormField } from './FormField';
import { useThrottle } from './throttle';
import './auth.css';

/** Captcha refresh throttle (SPEC section 9). */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  value: string;
  onChange(v: string): void;
  error?: string | undefined;
  name?: string;
  refreshKey?: number;
  /** The id of the image shown (undefined while none is loaded). */
  onIdChange?: (id: string | undefined) => void;
}

export function CaptchaField({ value, onChange, error, name = 'captcha', refreshKey = 0, onIdChange }: CaptchaFieldProps) {
  const t = useText(AUTH_TEXTS);
  const { useCall } = usePortalData();
  // Every image is single use: never served from the cache.
  const result = useCall('captcha', undefined, { staleTime: 0 });
  const refetch = useRef(result.refetch);
  refetch.current = result.refetch;
  const refresh = useThrottle(() => { void refetch.current(); }, CAPTCHA_REFRESH_MS);

  const firstKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === firstKey.current) return;
    firstKey.current = refreshKey;
    void refetch.current();
  }, [refreshKey]);

  const id = result.data?.id;
  const reportId = useRef(onIdChange);
  reportId.current = onIdChange;
  useEffect(() => { reportId.current?.(id); }, [id]);

  const image = result.data?.image;
  return (
    <FormField
      label={t('registration.field.captcha')}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      after={(
        <>
          {image !== undefined
            ? <img className="auth-captcha__image" src={image} alt={t('auth.captchaImage')} />
            : <span className="auth-captcha__image" role="status" aria-busy={result.isPending}>{result.isError ? t('error.networkAbnormal') : t('widget.loading')}</span>}
          <button type="button" className="wl-button auth-captcha__refresh" onClick={refresh}>{t('auth.captchaRefresh')}</button>
        </>
      )}
    />
  );
}
