import { routeShareImage } from '@/components/share-image';

const image = routeShareImage('/services/supply-chain');
export const { alt, size, contentType } = image;
export const dynamic = 'force-static';
export default image.render;
