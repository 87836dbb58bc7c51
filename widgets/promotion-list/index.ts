export { PromotionListWidget, filterPromotions, promotionIdOfHash, promotionImage, type PromotionFilter, type PromotionType } from './PromotionListWidget';
