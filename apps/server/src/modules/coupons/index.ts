export { couponsAdminRoutes } from './coupons.admin.routes';
export { couponRedemptionRoutes } from './coupons.redemption.routes';
export {
  type CouponRedemptionsSeeder,
  createCouponRedemptionsSeeder,
  type SeedRedemption,
} from './coupons.redemption.seed';
export {
  type CouponCheckAnswer,
  type CouponRedemption,
  type CouponRedemptionFact,
  type CouponRedemptionOfOwner,
  type CouponRedemptionService,
  createCouponRedemptionService,
} from './coupons.redemption.service';
export { couponsRoutes } from './coupons.routes';
export { type CouponsSeeder, createCouponsSeeder, type SeedCoupon } from './coupons.seed';
export {
  assertMayChangeCoupons,
  assertMayUseCoupons,
  COUPONS_PERMISSION,
  type CouponsService,
  createCouponsService,
} from './coupons.service';
