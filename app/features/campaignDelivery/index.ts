// The campaignDelivery app module's public surface (docs/ARCHITECTURE.md, "App modules").
export { previewAudience } from './campaignDeliveryApi.ts';
