import { routeShareImage } from '@/components/share-image';
import { type ServiceCardParams, serviceCardParams, serviceCardRoute } from './service-card-route';

// The pages name this image themselves, with its alt text (generateMetadata in ./page.tsx).
export { SHARE_IMAGE_SIZE as size } from '@/lib/seo/share-image';
export const contentType = 'image/png';
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return serviceCardParams();
}

export default async function Image(props: ServiceCardParams) {
  return routeShareImage(await serviceCardRoute(props)).render();
}
