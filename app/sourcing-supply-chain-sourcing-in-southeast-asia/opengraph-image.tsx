import { routeShareImage } from '@/components/share-image';

const image = routeShareImage('/sourcing-supply-chain-sourcing-in-southeast-asia');
export const { alt, size, contentType } = image;
export const dynamic = 'force-static';
export default image.render;
