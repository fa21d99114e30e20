import { ContentError } from '../lib/content/load';
import { caseStudyPages, serviceCaseStudies, type CaseStudy } from './case-studies';
import type {
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
 * Texts and data of the Services section: /services and its five sub-routes.
 * Images live in public/services/documents/ and the brochure PDF in public/services/; case-study pictures in
 * public/case-studies/.
 */

// ---------------------------------------------------------------- Case studies

/** The three case studies of the Mechanical Engineering "Success Stories" block, by id. */
const mechanicalCaseStudyIds: readonly string[] = ['handheld-scanner-housing', 'solar-inverter-enclosure', 'conveyor-retrofit'];

// A case study the Mechanical Engineering page names must exist: removing it fails the build, not the page.
const missingMechanical = mechanicalCaseStudyIds.filter((id) => !serviceCaseStudies.some((study) => study.id === id));
if (missingMechanical.length) {
  throw new ContentError(
    missingMechanical.map((id) => `content/case-studies.yml: caseStudies: expected a case study with id "${id}" (the Mechanical Engineering page shows it)`),
  );
}

export const mechanicalCaseStudies: readonly CaseStudy[] = mechanicalCaseStudyIds.map((id) => serviceCaseStudies.find((study) => study.id === id)!);

export const caseStudiesText = {
  section: {
    heading: 'Case Studies',
    lead: 'Selected projects from our engineering, manufacturing and supply chain teams.',
  } satisfies SectionText,
  viewAll: { label: 'View all case studies', href: caseStudyPages.services } satisfies NavLink,
  /** The invitation at the end of /services/case-studies. */
  cta: {
    heading: 'Have a similar project?',
    text: 'Tell us where you are today and where you need to be. An engineer, not a salesperson, will reply within two business days.',
    link: { label: 'Start a conversation', href: '/contact#contact' } satisfies NavLink,
  },
} as const;

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
