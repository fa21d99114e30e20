import { CAROUSEL, cardTransform, facingTransform, fillTemplate, readRingTransform, resumeDelay, stepAngle } from '@/lib/about/carousel';

/** The matrix3d a browser reports for rotateY(deg) translateZ(depth px). */
function matrixFor(deg: number, depth: number): string {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return `matrix3d(${[c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, depth * s, 0, depth * c, 1].join(', ')})`;
}

describe('team carousel geometry', () => {
  it('spaces n cards 360/n degrees apart at the ring depth', () => {
    expect(stepAngle(6)).toBe(60);
    expect(stepAngle(5)).toBe(72);
    expect([0, 1, 2, 3, 4, 5].map((i) => cardTransform(i, 6, 250))).toEqual([
      'rotateY(0deg) translateZ(250px)',
      'rotateY(60deg) translateZ(250px)',
      'rotateY(120deg) translateZ(250px)',
      'rotateY(180deg) translateZ(250px)',
      'rotateY(240deg) translateZ(250px)',
      'rotateY(300deg) translateZ(250px)',
    ]);
    expect(cardTransform(1, 4)).toBe(`rotateY(90deg) translateZ(${CAROUSEL.depth}px)`);
  });

  it('rejects a ring without cards', () => {
    expect(() => stepAngle(0)).toThrow(RangeError);
    expect(() => stepAngle(2.5)).toThrow(RangeError);
  });

  it('turns the ring backwards to bring a card to the front', () => {
    expect(facingTransform(0, 6)).toBe('rotateY(0deg)');
    expect(facingTransform(2, 6)).toBe('rotateY(-120deg)');
  });

  it('resumes the turn with the focused card at the front', () => {
    expect(resumeDelay(0, 6, 36_000)).toBe(0);
    expect(resumeDelay(1, 6, 36_000)).toBe(-6_000);
    expect(resumeDelay(5, 6, 36_000)).toBe(-30_000);
    expect(resumeDelay(6, 6, 36_000)).toBe(0);
  });
});

describe('readRingTransform', () => {
  it('reads back angle and depth of every card position', () => {
    for (const deg of [0, 60, 120, 180, 240, 300]) {
      expect(readRingTransform(matrixFor(deg, 600))).toEqual({ angle: deg, depth: 600 });
    }
  });

  it('tells a different depth or angle apart', () => {
    expect(readRingTransform(matrixFor(45, 250))).toEqual({ angle: 45, depth: 250 });
  });

  it('refuses transforms that are not a turn about Y plus a push along Z', () => {
    expect(readRingTransform('none')).toBeNull();
    expect(readRingTransform('matrix(1, 0, 0, 1, 0, 0)')).toBeNull();
    expect(readRingTransform('matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 20, 600, 1)')).toBeNull();
    const rotateX = 'matrix3d(1, 0, 0, 0, 0, 0.5, 0.866, 0, 0, -0.866, 0.5, 0, 0, 0, 600, 1)';
    expect(readRingTransform(rotateX)).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillTemplate('Card {index}/{total}', { index: 2, total: 6 })).toBe('Card 2/6');
    expect(fillTemplate('{index}/{x}', { index: 1 })).toBe('1/{x}');
  });
});
