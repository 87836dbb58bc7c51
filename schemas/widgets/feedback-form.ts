import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Feedback form (PUT /wps/feedback): question type and content between {0} and {1} words. SPEC does not
 * give the bounds; the defaults here are ours. minWords must not exceed maxWords (checked by the widget).
 */
export const feedbackFormPropsSchema = {
  $id: 'widget/feedback-form',
  title: 'Feedback form props',
  description: 'Question type and free-text feedback sent to the merchant.',
  type: 'object',
  properties: {
    minWords: { type: 'integer', minimum: 1, maximum: 100, default: 5 },
    maxWords: { type: 'integer', minimum: 10, maximum: 2000, default: 500 },
  },
  additionalProperties: false,
} as const satisfies JSONSchema;

export type FeedbackFormProps = FromSchema<typeof feedbackFormPropsSchema>;
