import { Section } from '@/components/ui/section';
import { manufacturing } from '@/lib/services/content';
import { chartDescription } from '@/lib/services/chart';
import { language } from '@/lib/i18n/edition';
import { fillTemplate } from '@/lib/i18n/template';
import { ManufacturingTabs } from './manufacturing-tabs';
import { phrasesProp } from '@/lib/i18n/phrases';

/** Without JavaScript the tabs cannot switch: show every panel one after another and hide the tab buttons. */
const NO_JS_CSS = '.mfg-tablist{display:none}.mfg-panel{display:block}';

/** Manufacturing & Production: the five tabs. `withHeading` is off on the sub-route, whose page header names it. */
export function ManufacturingSection({ withHeading = true }: { withHeading?: boolean }) {
  const { section, tablistLabel, tabs, cost: costTexts } = manufacturing;
  // The chart's name with its shares, written here on the server: the tabs island gets one finished text.
  const cost = { ...costTexts, chartLabel: fillTemplate(costTexts.chartLabel, { shares: chartDescription(costTexts.items, language.locale) }) };
  return (
    <Section id="manufacturing" heading={withHeading ? section.heading : undefined} lead={withHeading ? section.lead : undefined} tone="muted">
      <noscript>
        <style>{NO_JS_CSS}</style>
      </noscript>
      <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
        <ManufacturingTabs label={tablistLabel} tabs={tabs} cost={cost} headingLevel={withHeading ? 3 : 2}
          {...phrasesProp(tabs.flatMap((tab) => [tab.label, tab.heading]), language)}
        />
      </div>
    </Section>
  );
}
