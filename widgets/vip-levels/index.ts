export { VipLevelsWidget } from './VipLevelsWidget';
export { VIP_LEVELS, formatBasisPoints } from './vipTable';
