import type { ServiceCardRoute } from '@/lib/home/content';
import { SERVICE_CARD_ROUTES } from '@/lib/home/schema';

/** The route props of a service-card page and of its share image. */
export interface ServiceCardParams {
  params: Promise<{ serviceCard: string }>;
}

/** One page per home service card, at the card's link. */
export function serviceCardParams() {
  return SERVICE_CARD_ROUTES.map((route) => ({ serviceCard: route.slice(1) }));
}

export async function serviceCardRoute({ params }: ServiceCardParams): Promise<ServiceCardRoute> {
  return `/${(await params).serviceCard}` as ServiceCardRoute;
}
