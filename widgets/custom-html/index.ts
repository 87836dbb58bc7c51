export { CustomHtmlWidget } from './CustomHtmlWidget';
