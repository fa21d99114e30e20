// Generated news articles, for measuring and testing the site at the size of a real archive (years of weekly
// articles): each with a title, summary and text of its own, in any language, as Markdown files an editor could
// have written. Deterministic: the same count gives the same files, so builds and measurements compare.
// Used by the test content (e2e/support/test-content.mjs) and the scale bench (scripts/news-scale.mjs).

const CATEGORIES = ['Business', 'Sourcing', 'Technology', 'Events', 'Awards'];
const IMAGES = ['/news/dual-sourcing.svg', '/news/office-expansion.svg', '/news/quality-dashboard.svg', '/news/sourcing-roundtable.svg', '/news/trade-award.svg'];

/** Words of each language the generator combines; Vietnamese with its diacritics, Chinese without spaces. */
export const WORDS = {
  en: {
    topics: ['Supplier audit', 'Tooling transfer', 'Packaging review', 'Pilot run', 'Freight plan', 'Quality gate', 'Design review', 'Market study'],
    places: ['Ho Chi Minh City', 'Da Nang', 'Penang', 'Shenzhen', 'Bangkok', 'Portland', 'Hai Phong', 'Surabaya'],
    title: (topic, place, n) => `${topic} notes from ${place}, number ${n}`,
    summary: (topic, place, n) => `What our team learned in ${place} during ${topic.toLowerCase()} number ${n}, and what it means for product teams planning production in Asia Pacific.`,
    paragraph: (topic, place, n, i) => `Paragraph ${i} of report ${n}: the ${topic.toLowerCase()} in ${place} covered suppliers, schedules and costs, with findings shared with the client the same week.`,
    author: 'Apexbridge Newsroom',
  },
  vi: {
    topics: ['Đánh giá nhà cung cấp', 'Chuyển giao khuôn', 'Rà soát bao bì', 'Sản xuất thử', 'Kế hoạch vận chuyển', 'Cổng chất lượng', 'Rà soát thiết kế', 'Nghiên cứu thị trường'],
    places: ['Hồ Chí Minh', 'Đà Nẵng', 'Penang', 'Thâm Quyến', 'Bangkok', 'Portland', 'Hải Phòng', 'Surabaya'],
    title: (topic, place, n) => `${topic} tại ${place}, ghi chép số ${n}`,
    summary: (topic, place, n) => `Những điều đội ngũ chúng tôi rút ra tại ${place} trong đợt ${topic.toLowerCase()} số ${n}, và ý nghĩa đối với các nhóm sản phẩm đang lên kế hoạch sản xuất ở châu Á – Thái Bình Dương.`,
    paragraph: (topic, place, n, i) => `Đoạn ${i} của báo cáo số ${n}: đợt ${topic.toLowerCase()} tại ${place} đã xem xét nhà cung cấp, tiến độ và chi phí, và kết quả được gửi cho khách hàng ngay trong tuần.`,
    author: 'Ban biên tập Apexbridge',
  },
  zh: {
    topics: ['供应商审核', '模具转移', '包装评审', '试产', '货运计划', '质量关口', '设计评审', '市场调研'],
    places: ['胡志明市', '岘港', '槟城', '深圳', '曼谷', '波特兰', '海防', '泗水'],
    title: (topic, place, n) => `${place}${topic}纪要（第${n}期）`,
    summary: (topic, place, n) => `我们的团队在${place}第${n}次${topic}中的收获，以及它对计划在亚太地区生产的产品团队意味着什么。`,
    paragraph: (topic, place, n, i) => `第${n}期报告第${i}段：${place}的${topic}涵盖供应商、进度和成本，结论已于当周提交客户。`,
    author: 'Apexbridge新闻中心',
  },
};

/** The language's words, or English for a language the generator has none for. */
const wordsOf = (lang) => WORDS[lang] ?? WORDS.en;

/**
 * `count` articles in `lang` (a language code of content/languages.yml), as { file name: Markdown }. Article 1 is
 * the newest; all are dated before `before` (an ISO date), one every three days, so the site's own articles stay
 * first in the list. `prefix` starts every file name (its slug).
 */
export function generateArticles({ count, lang = 'en', before = '2020-01-01', prefix = 'generated' }) {
  const words = wordsOf(lang);
  const end = Date.parse(`${before}T00:00:00Z`);
  const files = {};
  for (let n = 1; n <= count; n++) {
    const topic = words.topics[n % words.topics.length];
    const place = words.places[Math.floor(n / words.topics.length) % words.places.length];
    const date = new Date(end - n * 3 * 86_400_000).toISOString().slice(0, 10);
    const paragraphs = [1, 2, 3].map((i) => words.paragraph(topic, place, n, i));
    files[`${prefix}-${lang}-${n}.md`] = [
      '---',
      `title: ${JSON.stringify(words.title(topic, place, n))}`,
      `summary: ${JSON.stringify(words.summary(topic, place, n))}`,
      `image: ${IMAGES[n % IMAGES.length]}`,
      `date: ${date}`,
      `author: ${JSON.stringify(words.author)}`,
      `category: ${CATEGORIES[n % CATEGORIES.length]}`,
      '---',
      '',
      paragraphs.join('\n\n'),
      '',
    ].join('\n');
  }
  return files;
}
