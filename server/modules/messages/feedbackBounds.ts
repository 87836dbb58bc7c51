/**
 * The tenant's bounds on a feedback's number of words: the props of the feedback-form widget its
 * layout places on the feedback page (the widget's schema defaults where the layout gives none), so
 * the server refuses what the tenant's form refuses, and a script that skips the form gets no more.
 */
import { feedbackFormPropsSchema } from '../../../schemas/widgets/feedback-form';
import type { TenantInfo } from '../tenants/index';

export interface WordBounds {
  minWords: number;
  maxWords: number;
}

const DEFAULTS: WordBounds = {
  minWords: feedbackFormPropsSchema.properties.minWords.default,
  maxWords: feedbackFormPropsSchema.properties.maxWords.default,
};

export function feedbackBoundsOf(tenant: TenantInfo): WordBounds {
  const placement = tenant.compiled.layout.pages?.feedback?.find((p) => p.widget === 'feedback-form');
  const props = (placement !== undefined && 'props' in placement ? placement.props : undefined) as Partial<WordBounds> | undefined;
  return { minWords: props?.minWords ?? DEFAULTS.minWords, maxWords: props?.maxWords ?? DEFAULTS.maxWords };
}

/** Words as the form counts them: runs of non-space characters. */
export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed.length === 0 ? 0 : trimmed.split(/\s+/u).length;
}
