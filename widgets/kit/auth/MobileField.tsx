/**
 * A mobile number with its country dialling code (GET /wps/system/country): the select before the
 * number input; the number itself is digits as the tenant's mobile rule checks them. While the
 * countries load (or when they fail) only the number is asked.
 */
import { useEffect } from 'react';
import { usePortalData } from '../../portal-context/PortalData';
import { useText } from '../../portal-context/useText';
import { AUTH_TEXTS } from '../../../engine/i18n/texts/auth';
import { FormField, type FormFieldProps } from './FormField';

export interface MobileFieldProps extends Omit<FormFieldProps, 'label' | 'before'> {
  label?: string;
  /** The chosen dialling code ('+55'); '' until the countries are loaded. */
  dialCode: string;
  onDialCodeChange(code: string): void;
}

export function MobileField({ label, dialCode, onDialCodeChange, ...field }: MobileFieldProps) {
  const t = useText(AUTH_TEXTS);
  const { useCall } = usePortalData();
  const countries = useCall('countryCodes', undefined, { staleTime: 60 * 60_000 }).data;
  const first = countries?.[0]?.countryDialingCode;
  useEffect(() => {
    if (dialCode === '' && first !== undefined) onDialCodeChange(first);
  }, [dialCode, first, onDialCodeChange]);
  const codes = [...new Set((countries ?? []).map((c) => c.countryDialingCode))];
  return (
    <FormField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      {...field}
      label={label ?? t('registration.field.mobileNum')}
      before={codes.length > 0 ? (
        <select
          className="auth-select"
          aria-label={t('auth.dialCode')}
          value={dialCode}
          onChange={(event) => onDialCodeChange(event.target.value)}
        >
          {codes.map((code) => <option key={code} value={code}>{code}</option>)}
        </select>
      ) : null}
    />
  );
}
