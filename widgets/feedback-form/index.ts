export { FeedbackFormWidget, wordCount } from './FeedbackFormWidget';
