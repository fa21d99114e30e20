import type {
  CaseStudyDetail,
  CostItem,
  DocumentCard,
  FlowStep,
  ManufacturingTab,
  Metric,
  NavLink,
  SectionText,
  Service,
  SubNavItem,
  Testimonial,
} from './types';

/**
 * Texts and data of the Services section (SPEC "Services"): /services and its five sub-routes.
 * Images live in public/services/ (documents/, case-studies/) and the brochure PDF next to them.
 */

// ---------------------------------------------------------------- Case studies

/** Every services case study. The Mechanical Engineering page shows the three in `mechanicalCaseStudyIds`. */
export const caseStudies = [
  {
    id: 'handheld-scanner-housing',
    title: 'Rugged handheld scanner housing',
    description:
      'A drop-proof polycarbonate housing redesigned for injection moulding in Vietnam, cutting unit cost by 31% and passing 1.5 m drop tests on the first tooling trial.',
    image: '/services/case-studies/handheld-scanner-housing.svg',
    imageAlt: 'Exploded view of a handheld scanner housing with its front shell, gasket and rear cover',
    client: 'A US logistics hardware start-up',
    practice: 'Mechanical Engineering',
    challenge:
      'The client’s scanner housing had been designed for 3D printing. Quotes for moulded parts came back at USD 14.80 a set with 11 undercuts, and prototypes cracked at the battery door in 1.2 m drop tests.',
    approach: [
      'Our Portland studio rebuilt the housing as a two-shot polycarbonate and TPE part, replacing the undercuts with snap fits that a straight-pull tool can release.',
      'We ran drop simulations at 1.5 m onto concrete for six orientations, added ribbing around the battery door and moved the screw bosses away from the impact corners.',
      'The Ho Chi Minh City team reviewed the DFM report with two moulders, chose the one with in-house two-shot presses and witnessed the T1 sampling on site.',
    ],
    results: [
      'Unit cost down 31%, from USD 14.80 to USD 10.20 a set',
      'Passed 26 drops from 1.5 m on the first tooling trial',
      'Tooling to first shipment in 11 weeks',
    ],
  },
  {
    id: 'solar-inverter-enclosure',
    title: 'Outdoor solar inverter enclosure',
    description:
      'A die-cast aluminium enclosure re-engineered for thermal performance and IP66 sealing, lowering operating temperature by 9 °C without adding a fan.',
    image: '/services/case-studies/solar-inverter-enclosure.svg',
    imageAlt: 'Finned aluminium inverter enclosure with thermal gradient lines showing heat flowing into the fins',
    client: 'An Australian residential solar brand',
    practice: 'Mechanical Engineering',
    challenge:
      'Field units in Queensland were derating power on summer afternoons and two batches failed IP66 water-jet tests because the lid gasket lifted between screws.',
    approach: [
      'We built a thermal model of the enclosure from the client’s loss data and compared six fin layouts, settling on taller, thinner fins aligned with natural convection.',
      'The lid got a continuous tongue-and-groove gasket channel and two extra fasteners, checked with a tolerance stack-up across the die-cast and machined faces.',
      'A die-caster in Dong Nai produced samples that we tested in a third-party lab for IP66 and a 1,000-hour damp heat cycle.',
    ],
    results: [
      'Internal temperature 9 °C lower at full load',
      'IP66 passed on every sample of the pilot lot',
      'No derating complaints in the first summer after launch',
    ],
  },
  {
    id: 'conveyor-retrofit',
    title: 'Food-grade conveyor retrofit',
    description:
      'A stainless conveyor module designed for tool-free washdown, shortening cleaning time on a snack line from 90 to 35 minutes per shift.',
    image: '/services/case-studies/conveyor-retrofit.svg',
    imageAlt: 'Side view of a stainless steel conveyor module with quick-release belt tensioners',
    client: 'A Vietnamese snack food manufacturer',
    practice: 'Mechanical Engineering',
    challenge:
      'Operators needed 90 minutes and a full tool kit to strip and clean each conveyor at the end of a shift, and the painted frames were flaking into the product zone.',
    approach: [
      'We surveyed the line, then designed a 304 stainless frame with open profiles, sloped surfaces and no horizontal ledges where product could collect.',
      'Quick-release tensioners and lift-off guards let one operator remove the belt without tools; every fastener in the product zone is captive.',
      'A local fabricator built the first module under our supervision; after a two-week trial we rolled the design out to the remaining five conveyors.',
    ],
    results: [
      'Cleaning time down from 90 to 35 minutes per shift',
      'Painted surfaces removed from the product zone',
      'Payback in seven months from recovered production time',
    ],
  },
  {
    id: 'kitchenware-production-ramp',
    title: 'Kitchenware production ramp-up',
    description:
      'A new enamelled cast-iron cookware range moved from samples to 40,000 units a month across two factories, with defect rates held under 1.2%.',
    image: '/services/case-studies/kitchenware-production-ramp.svg',
    imageAlt: 'Row of cast-iron casserole dishes on a production line with a quality checklist beside them',
    client: 'A European kitchenware retailer',
    practice: 'Manufacturing & Production',
    challenge:
      'The retailer had signed a launch date with its stores before a factory was chosen, and its previous supplier had shipped lots with enamel chips above 5%.',
    approach: [
      'We audited four foundries in northern Vietnam and split the programme between two of them to protect the launch date.',
      'Golden samples, an enamel defect catalogue with photos and an AQL 1.5 inspection plan were agreed with both factories before mass production.',
      'Our quality engineers were on site for the first three production weeks and ran pre-shipment inspections on every container after that.',
    ],
    results: [
      '40,000 units a month reached in week nine',
      'Defect rate held under 1.2% across 14 containers',
      'Launch date met in 220 stores',
    ],
  },
  {
    id: 'apparel-regional-distribution',
    title: 'Regional distribution for an apparel brand',
    description:
      'A bonded warehouse in Singapore and consolidated sea freight from three countries cut landed cost by 27% for a US outdoor apparel brand entering APAC.',
    image: '/services/case-studies/apparel-regional-distribution.svg',
    imageAlt: 'Map-style diagram of shipments from three factories converging on a regional warehouse and fanning out to stores',
    client: 'A US outdoor apparel brand',
    practice: 'Supply Chain Management',
    challenge:
      'The brand shipped every APAC order from its Nevada warehouse by air, so margins in Australia, Japan and Singapore were thin and restocks took three weeks.',
    approach: [
      'We mapped the brand’s factories in Vietnam, Cambodia and Indonesia and planned weekly consolidated sea shipments into a bonded warehouse in Singapore.',
      'Duty was deferred until goods left bond for each market; free-trade-agreement certificates of origin were prepared with the factories before each sailing.',
      'A shared dashboard gave the brand daily stock, inbound and order status for every market.',
    ],
    results: [
      'Landed cost down 27% for APAC orders',
      'Restock time cut from 21 to 6 days',
      'Three new retail partners onboarded in the first year',
    ],
  },
  {
    id: 'smart-lock-dfm-review',
    title: 'Smart lock DFM review',
    description:
      'A design-for-manufacturing review of a zinc die-cast smart lock found 23 issues before tooling, removing two slides from the mould and saving USD 38,000 in tooling.',
    image: '/services/case-studies/smart-lock-dfm-review.svg',
    imageAlt: 'CAD-style outline of a smart lock body with numbered red markers on the issues found in review',
    client: 'A Canadian home-security start-up',
    practice: 'DFM & CAD',
    challenge:
      'The lock body had been modelled by an industrial designer and was ready to send for tooling quotes, but no one had checked it against die-casting and assembly rules.',
    approach: [
      'Two of our engineers reviewed the CAD against our die-casting checklist: draft, wall thickness, parting line, ejector positions, slides and machining allowances.',
      'Each of the 23 findings went into a marked-up drawing set with a proposed fix, ranked by its effect on tooling cost and part quality.',
      'We updated the CAD with the client’s approval and produced 2D production drawings with GD&T for the six parts that needed machining.',
    ],
    results: [
      '23 manufacturing issues fixed before tooling',
      'Two mould slides removed, saving USD 38,000',
      'Quotes from three die-casters within 8% of each other',
    ],
  },
] as const satisfies readonly CaseStudyDetail[];

export type CaseStudyId = (typeof caseStudies)[number]['id'];

/** The three case studies of the Mechanical Engineering "Success Stories" block. */
export const mechanicalCaseStudyIds = [
  'handheld-scanner-housing',
  'solar-inverter-enclosure',
  'conveyor-retrofit',
] as const satisfies readonly CaseStudyId[];

export const caseStudiesText = {
  section: {
    heading: 'Case Studies',
    lead: 'Selected projects from our engineering, manufacturing and supply chain teams.',
  } satisfies SectionText,
  readMore: 'Read Case Study',
  viewAll: { label: 'View all case studies', href: '/services/case-studies' } satisfies NavLink,
  labels: { client: 'Client', practice: 'Service', challenge: 'The challenge', approach: 'What we did', results: 'Results' },
  /** Links at the end of /services/case-studies. */
  cta: {
    heading: 'Have a similar project?',
    text: 'Tell us where you are today and where you need to be. An engineer, not a salesperson, will reply within two business days.',
    link: { label: 'Start a conversation', href: '/contact#contact' } satisfies NavLink,
  },
} as const;

/** Where a case study's "Read Case Study" link goes. */
export function caseStudyHref(id: string): string {
  return `/services/case-studies#${id}`;
}

// ---------------------------------------------------------------- Manufacturing & Production

export const manufacturing = {
  section: {
    heading: 'Manufacturing & Production',
    lead: 'How we take a product from approved design to repeatable mass production with partner factories in Vietnam and across APAC.',
  } satisfies SectionText,
  tablistLabel: 'Manufacturing topics',
  tabs: [
    {
      id: 'product-overview',
      label: 'Product Overview',
      heading: 'What we manufacture',
      paragraphs: [
        'We manage production of consumer and industrial hardware in runs from 500 to 200,000 units: housings and enclosures, small appliances, cookware, furniture hardware, sporting goods and electromechanical assemblies.',
        'Each programme has one Apexbridge project manager in Ho Chi Minh City who owns the schedule, the factory relationship and the quality plan, and reports to you every week in your time zone.',
      ],
      points: [
        'Injection-moulded plastics, die-cast and CNC-machined metals, sheet metal and castings',
        'Electromechanical assembly with sourced PCBAs, motors and harnesses',
        'Packaging design, retail-ready labelling and carton drop testing',
      ],
    },
    {
      id: 'manufacturing-process',
      label: 'Manufacturing Process',
      heading: 'From sample to shipment in six gates',
      paragraphs: [
        'Every programme passes the same six gates, and none starts until the previous one is signed off by you: DFM review, tooling, first article inspection, pilot run, mass production and pre-shipment inspection.',
        'Golden samples signed by you and the factory are kept in our Ho Chi Minh City office, so every later lot is judged against the same physical reference.',
      ],
      points: [
        'DFM review and tooling kick-off within 10 working days of an approved design',
        'First article inspection with a full dimensional report',
        'Pilot run of 50 to 500 units before mass production',
        'AQL-based inspection of every shipment before it leaves the factory',
      ],
    },
    {
      id: 'facilities-equipment',
      label: 'Facilities & Equipment',
      heading: 'Partner factories we audit ourselves',
      paragraphs: [
        'We work with 40 audited partner factories in Vietnam, Thailand, Malaysia and Indonesia. Each is audited on site by our engineers before the first order and again every year.',
        'Our own quality lab in Ho Chi Minh City holds a coordinate measuring machine, a salt-spray chamber, drop-test rigs and colour-matching booths for incoming and pre-shipment checks.',
      ],
      points: [
        'Injection moulding from 90 to 1,300 tonnes, including two-shot presses',
        'Aluminium and zinc die casting, 3- to 5-axis CNC machining',
        'Laser cutting, CNC bending, robotic welding and powder coating lines',
        'ISO 9001 certified factories; ISO 13485 and IATF 16949 where the product needs them',
      ],
    },
    {
      id: 'supply-chain',
      label: 'Supply Chain',
      heading: 'Materials and components under control',
      paragraphs: [
        'We approve the resin grades, steel specifications and critical components on your bill of materials, and check material certificates for every production lot.',
        'Long-lead parts such as chips, motors and batteries are ordered against your forecast so that the production slot never waits for a component.',
      ],
      points: [
        'Second sources qualified for every critical component',
        'Material certificates and RoHS/REACH declarations kept per lot',
        'Consolidated freight from factory to port, ready for your forwarder or ours',
      ],
    },
    {
      id: 'cost-structure',
      label: 'Cost Structure',
      heading: 'Where the money goes',
      paragraphs: [
        'A sample breakdown of the ex-works unit cost of a typical moulded and assembled consumer product. We share the full cost model with you, so every price change can be traced to a line.',
      ],
    },
  ],
  cost: {
    heading: 'Sample cost breakdown',
    chartLabel: 'Sample cost breakdown chart',
    items: [
      { label: 'Raw Materials', percent: 45, colour: '#0B1526' },
      { label: 'Labor', percent: 25, colour: '#0277BD' },
      { label: 'Overhead', percent: 20, colour: '#00796B' },
      { label: 'Quality Control', percent: 10, colour: '#7B1FA2' },
    ],
  },
} as const satisfies {
  section: SectionText;
  tablistLabel: string;
  tabs: readonly ManufacturingTab[];
  cost: { heading: string; chartLabel: string; items: readonly CostItem[] };
};

// ---------------------------------------------------------------- DFM & CAD

export const dfmCad = {
  section: {
    heading: 'DFM & CAD',
    lead: 'Examples of the drawings and reports our engineers deliver. Select a document to see it full screen.',
  } satisfies SectionText,
  openLabel: 'View full screen',
  closeLabel: 'Close',
  documents: [
    { id: 'bracket-drawing', name: 'Machined mounting bracket: three-view drawing', url: '/services/documents/bracket-drawing.svg' },
    { id: 'flange-drawing', name: 'Pipe flange: plan and section', url: '/services/documents/flange-drawing.svg' },
    { id: 'shaft-drawing', name: 'Stepped drive shaft with keyway', url: '/services/documents/shaft-drawing.svg' },
    { id: 'gear-drawing', name: 'Spur gear, 24 teeth: detail drawing', url: '/services/documents/gear-drawing.svg' },
    { id: 'enclosure-drawing', name: 'Moulded enclosure: draft and wall analysis', url: '/services/documents/enclosure-drawing.svg' },
    { id: 'sheet-metal-drawing', name: 'Sheet metal cover: flat pattern and bends', url: '/services/documents/sheet-metal-drawing.svg' },
    { id: 'assembly-drawing', name: 'Motor assembly: exploded view with parts list', url: '/services/documents/assembly-drawing.svg' },
    { id: 'weldment-drawing', name: 'Welded base frame: weld symbols and cut list', url: '/services/documents/weldment-drawing.svg' },
    { id: 'tolerance-report', name: 'Tolerance stack-up report: lid to housing', url: '/services/documents/tolerance-report.svg' },
  ],
} as const satisfies { section: SectionText; openLabel: string; closeLabel: string; documents: readonly DocumentCard[] };

// ---------------------------------------------------------------- Mechanical Engineering

export const mechanical = {
  subNavLabel: 'On this page',
  subNav: [
    { id: 'overview', label: 'Overview' },
    { id: 'our-services', label: 'Our Services' },
    { id: 'success-stories', label: 'Success Stories' },
    { id: 'contact-us', label: 'Contact Us' },
  ],
  overview: {
    heading: 'Overview',
    paragraphs: [
      'Our mechanical engineers in Portland and Ho Chi Minh City design parts and assemblies that work the first time they come off a production tool. We start from what the factory can make well, then shape the design around the product’s loads, environment and cost target.',
      'You get native CAD, production drawings with tolerances, and the analysis behind every decision, owned by you and ready for any factory.',
    ],
    facts: [
      { value: '120+', label: 'products taken to production' },
      { value: '2', label: 'engineering studios, US and Vietnam' },
      { value: '24 h', label: 'design cycle across time zones' },
    ],
  },
  services: {
    heading: 'Our Services',
    lead: 'Four ways our engineers help you get a product built.',
    items: [
      {
        id: 'product-development',
        title: 'Product Development',
        description:
          'From sketch or prototype to a production-ready design: concept layouts, part design, material selection and full CAD models in SolidWorks, Creo or Fusion.',
        icon: 'design',
        colour: '#0277BD',
      },
      {
        id: 'analysis-simulation',
        title: 'Analysis & Simulation',
        description:
          'Structural FEA, drop and impact, thermal and tolerance stack-up analysis, so problems show up on screen rather than in a tooling trial.',
        icon: 'chart',
        colour: '#00796B',
      },
      {
        id: 'prototyping-testing',
        title: 'Prototyping & Testing',
        description:
          '3D-printed, CNC and soft-tooled prototypes in days, with fit, function and life tests planned around the standards your market requires.',
        icon: 'gear',
        colour: '#7B1FA2',
      },
      {
        id: 'production-support',
        title: 'Production Support',
        description:
          'DFM reviews with the factory, tooling approval, first article inspection and engineering changes handled on site in Vietnam.',
        icon: 'factory',
        colour: '#C62828',
      },
    ],
  },
  successStories: {
    heading: 'Success Stories',
    lead: 'Three recent projects from our mechanical engineering team.',
  },
  cta: {
    heading: 'Contact Us',
    text: 'Send us a drawing, a prototype photo or just a problem statement. We will tell you within two business days how we would approach it and what it would cost.',
    contact: { label: 'Contact our engineering experts', href: '/contact#contact' },
    brochure: {
      label: 'Download our capabilities brochure',
      href: '/services/apexbridge-capabilities-brochure.pdf',
      fileName: 'apexbridge-capabilities-brochure.pdf',
      note: 'PDF, 1 page',
    },
  },
} as const satisfies {
  subNavLabel: string;
  subNav: readonly SubNavItem[];
  overview: { heading: string; paragraphs: readonly string[]; facts: readonly { value: string; label: string }[] };
  services: SectionText & { items: readonly Service[] };
  successStories: SectionText;
  cta: {
    heading: string;
    text: string;
    contact: NavLink;
    brochure: NavLink & { fileName: string; note: string };
  };
};

// ---------------------------------------------------------------- Supply Chain Management

export const supplyChain = {
  services: {
    heading: 'Supply chain services',
    lead: 'Six services you can take one at a time or as a single managed programme.',
    items: [
      {
        id: 'supplier-sourcing',
        title: 'Supplier Sourcing',
        description: 'Shortlists of audited suppliers in Vietnam, Thailand, Malaysia and Indonesia, with comparable quotes within three weeks.',
        icon: 'globe',
        colour: '#0277BD',
      },
      {
        id: 'quality-assurance',
        title: 'Quality Assurance',
        description: 'Factory audits, in-line checks and AQL pre-shipment inspections, reported with photos on the day of inspection.',
        icon: 'shield',
        colour: '#00796B',
      },
      {
        id: 'inventory-management',
        title: 'Inventory Management',
        description: 'Forecast-driven purchasing and safety-stock planning so you hold less stock and still never miss a sale.',
        icon: 'chart',
        colour: '#7B1FA2',
      },
      {
        id: 'warehousing',
        title: 'Warehousing',
        description: 'Bonded and general warehousing in Singapore and Ho Chi Minh City, with pick-and-pack and kitting.',
        icon: 'warehouse',
        colour: '#C62828',
      },
      {
        id: 'freight-logistics',
        title: 'Freight & Logistics',
        description: 'Consolidated sea and air freight, customs clearance and free-trade-agreement paperwork, door to door.',
        icon: 'truck',
        colour: '#E65100',
      },
      {
        id: 'retail-distribution',
        title: 'Retail Distribution',
        description: 'Delivery to marketplaces, distributors and store networks in eight APAC countries, with retailer compliance labels.',
        icon: 'store',
        colour: '#0B1526',
      },
    ],
  },
  flow: {
    heading: 'How goods move',
    lead: 'One team manages every hand-off, so you have one contact and one status report from factory to shelf.',
    steps: [
      { title: 'Manufacturing', description: 'Production at audited factories, inspected before it ships.', icon: 'factory' },
      { title: 'Warehousing', description: 'Stock held in bond until each market needs it.', icon: 'warehouse' },
      { title: 'Distribution', description: 'Cleared and delivered to each country by sea, air or road.', icon: 'truck' },
      { title: 'Retail', description: 'On shelves and marketplaces, labelled to each retailer’s rules.', icon: 'store' },
    ],
  },
  metrics: {
    heading: 'Results our clients see',
    items: [
      { value: '30%', label: 'average cost reduction', icon: 'chart', numericValue: 30 },
      { value: '45%', label: 'faster time-to-market', icon: 'clock', numericValue: 45 },
      { value: '8+', label: 'APAC countries', icon: 'globe', numericValue: 8 },
      { value: '93%', label: 'reliability', icon: 'shield', numericValue: 93 },
    ],
  },
  testimonial: {
    heading: 'What our clients say',
    quote:
      'Apexbridge took over a supply chain that was three suppliers, two forwarders and a lot of e-mail. Within six months we had one weekly report, stock in Singapore and our landed cost down by more than a quarter.',
    name: 'Dana Whitfield',
    role: 'VP Operations',
    company: 'Ridgeline Outdoor Co.',
  },
} as const satisfies {
  services: SectionText & { items: readonly Service[] };
  flow: SectionText & { steps: readonly FlowStep[] };
  metrics: { heading: string; items: readonly Metric[] };
  testimonial: { heading: string } & Testimonial;
};
