/**
 * The card subjects, each a function from a context to shapes in the style-neutral language.
 * Every subject stands on (0, 0) and is about 400 units tall; `half` says how wide it is.
 */
import { C, E, face, G, L, P, R, type Drawn, type Shape, type SubjectContext, type Tone } from './shapes';

const d = (shapes: Shape[], half = 200, height = 400): Drawn => ({ shapes, half, height });

function dog(ctx: SubjectContext): Drawn {
  const fur: Tone = ctx.rng.pick(['tan', 'brown', 'cream'] as const);
  const ear: Tone = fur === 'brown' ? 'wood' : 'brown';
  return d([
    L('M-120 -170 Q-175 -220 -150 -270', fur, 26),
    R(-115, -110, 40, 110, fur, 18),
    R(-55, -100, 40, 100, fur, 18),
    R(35, -100, 40, 100, fur, 18),
    R(85, -110, 40, 110, fur, 18),
    E(-10, -160, 145, 78, fur),
    E(-20, -130, 70, 38, 'cream', 0, true),
    R(40, -232, 110, 24, 'red', 12),
    E(40, -250, 36, 72, ear, 18),
    E(170, -250, 36, 72, ear, -18),
    C(105, -275, 85, fur),
    E(105, -235, 52, 40, 'cream'),
    E(105, -258, 20, 14, 'ink'),
    ...face(105, -290, 80, ctx.expression, ctx).filter((s) => !(s.k === 'path' && s.tone === 'red')),
    L('M90 -225 Q105 -210 120 -225', 'ink', 5),
    ...(ctx.expression === 'happy' ? [P('M96 -222 Q105 -196 114 -222 Z', 'pink')] : []),
  ]);
}

function cat(ctx: SubjectContext): Drawn {
  const fur: Tone = ctx.rng.pick(['orange', 'grey', 'cream'] as const);
  return d([
    L('M-110 -60 Q-190 -120 -150 -230', fur, 24),
    E(-20, -95, 110, 90, fur),
    E(-20, -70, 55, 55, 'cream', 0, true),
    E(-70, -12, 36, 18, fur),
    E(30, -12, 36, 18, fur),
    P('M-10 -290 L-25 -390 L45 -330 Z', fur),
    P('M110 -290 L125 -390 L55 -330 Z', fur),
    P('M0 -305 L-10 -365 L30 -330 Z', 'pink', true),
    P('M100 -305 L110 -365 L70 -330 Z', 'pink', true),
    C(50, -245, 95, fur),
    ...face(50, -250, 90, ctx.expression, ctx, 'green').filter((s) => !(s.k === 'path' && s.tone === 'red')),
    P('M40 -232 L60 -232 L50 -220 Z', 'pink'),
    L('M50 -220 Q40 -205 30 -212 M50 -220 Q60 -205 70 -212', 'ink', 4),
    L('M-10 -225 L-60 -235 M-10 -212 L-58 -205 M110 -225 L160 -235 M110 -212 L158 -205', 'ink', 3, true),
  ]);
}

function horse(ctx: SubjectContext): Drawn {
  const coat: Tone = ctx.rng.pick(['brown', 'tan', 'white'] as const);
  const mane: Tone = coat === 'white' ? 'grey' : 'hair';
  return d(
    [
      L('M-150 -220 Q-200 -180 -185 -100', mane, 28),
      R(-140, -170, 36, 170, coat, 14),
      R(-90, -170, 36, 165, coat, 14),
      R(60, -170, 36, 165, coat, 14),
      R(110, -170, 36, 170, coat, 14),
      R(-143, -16, 42, 18, 'ink', 6),
      R(-93, -16, 42, 18, 'ink', 6),
      R(57, -16, 42, 18, 'ink', 6),
      R(107, -16, 42, 18, 'ink', 6),
      E(0, -220, 170, 80, coat),
      P('M100 -250 Q120 -340 150 -380 L215 -350 Q180 -300 170 -220 Z', coat),
      E(200, -330, 45, 85, coat, 55),
      E(255, -300, 25, 20, 'cream', 0, true),
      P('M150 -395 L140 -440 L175 -405 Z', coat),
      P('M95 -240 Q110 -330 150 -395 Q120 -390 110 -360 Q90 -330 85 -260 Z', mane),
      C(190, -355, 11, 'ink'),
      C(186, -359, 4, 'white', true),
      L('M248 -290 Q240 -278 228 -282', 'ink', 4),
    ],
    240,
  );
}

function bird(ctx: SubjectContext): Drawn {
  const body: Tone = ctx.rng.pick(['blue', 'yellow', 'red'] as const);
  return d([
    L('M-190 -60 Q0 -90 190 -50', 'wood', 18),
    L('M-20 -80 V-60 M20 -80 V-60', 'orange', 6),
    P('M-95 -200 L-175 -230 L-160 -170 Z', body),
    C(0, -190, 110, body),
    E(20, -160, 60, 55, 'cream'),
    E(-45, -190, 60, 38, body, -25),
    P('M95 -215 L150 -200 L95 -185 Z', 'orange'),
    C(55, -225, 13, 'ink'),
    C(51, -230, 4, 'white', true),
    C(70, -195, 12, 'cheek', true),
  ]);
}

function fish(ctx: SubjectContext): Drawn {
  const body: Tone = ctx.rng.pick(['orange', 'blue', 'purple'] as const);
  return d([
    E(0, -20, 200, 26, 'water'),
    L('M-170 -30 q30 -14 60 0 t60 0 M40 -30 q30 -14 60 0 t60 0', 'sky', 5, true),
    P('M-110 -200 L-190 -270 L-180 -200 L-190 -130 Z', body),
    E(0, -200, 140, 90, body),
    P('M-30 -280 Q10 -330 60 -282 Z', body),
    L('M-30 -250 Q-50 -200 -30 -150', 'white', 6, true),
    L('M10 -260 Q-10 -200 10 -140', 'white', 6, true),
    C(75, -215, 22, 'white'),
    C(80, -213, 11, 'ink'),
    L('M90 -170 Q110 -160 125 -175', 'ink', 5),
    C(150, -300, 16, 'sky', true),
    C(170, -350, 11, 'sky', true),
    C(150, -385, 7, 'sky', true),
  ]);
}

function rabbit(ctx: SubjectContext): Drawn {
  const fur: Tone = ctx.rng.pick(['white', 'grey', 'tan'] as const);
  return d([
    C(-110, -60, 28, 'white'),
    E(0, -90, 100, 90, fur),
    E(-40, -395 + 110, 30, 95, fur, -8),
    E(40, -395 + 110, 30, 95, fur, 8),
    E(-40, -285, 14, 65, 'pink', -8, true),
    E(40, -285, 14, 65, 'pink', 8, true),
    C(0, -200, 85, fur),
    ...face(0, -205, 80, ctx.expression, ctx).filter((s) => !(s.k === 'path' && s.tone === 'red')),
    P('M-10 -180 L10 -180 L0 -168 Z', 'pink'),
    E(-45, -10, 35, 16, fur),
    E(45, -10, 35, 16, fur),
  ]);
}

function teddy(ctx: SubjectContext): Drawn {
  return d([
    C(-85, -40, 40, 'brown'),
    C(85, -40, 40, 'brown'),
    E(0, -120, 105, 110, 'brown'),
    E(0, -110, 60, 65, 'tan', 0, true),
    E(-105, -150, 35, 55, 'brown', 30),
    E(105, -150, 35, 55, 'brown', -30),
    C(-70, -330, 38, 'brown'),
    C(70, -330, 38, 'brown'),
    C(-70, -330, 20, 'tan', true),
    C(70, -330, 20, 'tan', true),
    C(0, -260, 95, 'brown'),
    E(0, -225, 42, 34, 'tan'),
    ...face(0, -265, 85, ctx.expression, ctx).filter((s) => !(s.k === 'path' && s.tone === 'red')),
    E(0, -242, 14, 10, 'ink'),
    L('M-14 -220 Q0 -208 14 -220', 'ink', 4),
    R(-50, -190, 100, 22, 'red', 10, 0, true),
  ]);
}

function car(ctx: SubjectContext): Drawn {
  const paint: Tone = ctx.rng.pick(['red', 'blue', 'yellow', 'green'] as const);
  return d(
    [
      P(
        'M-230 -60 Q-235 -140 -180 -150 L-120 -155 L-70 -235 Q-60 -250 -40 -250 H90 Q110 -250 125 -235 L175 -160 Q235 -150 240 -110 V-60 Q240 -40 220 -40 H-210 Q-230 -40 -230 -60 Z',
        paint,
      ),
      P('M-100 -160 L-60 -225 H15 V-160 Z', 'sky'),
      P('M35 -160 V-225 H85 Q95 -225 100 -218 L140 -160 Z', 'sky'),
      R(-230, -110, 30, 20, 'yellow', 6),
      R(215, -105, 25, 20, 'orange', 6),
      L('M-20 -150 V-60', 'ink', 3, true),
      R(20, -125, 26, 8, 'silver', 4, 0, true),
      C(-130, -45, 50, 'ink'),
      C(-130, -45, 22, 'silver'),
      C(140, -45, 50, 'ink'),
      C(140, -45, 22, 'silver'),
    ],
    240,
    260,
  );
}

function bus(ctx: SubjectContext): Drawn {
  const paint: Tone = ctx.rng.pick(['yellow', 'red', 'blue'] as const);
  const s: Shape[] = [R(-290, -330, 580, 280, paint, 40)];
  s.push(R(-290, -130, 580, 22, 'white', 0, 0, true));
  for (let i = 0; i < 4; i++) s.push(R(-150 + i * 105, -300, 85, 100, 'sky', 12));
  s.push(R(-270, -300, 90, 140, 'sky', 14), R(-265, -140, 30, 24, 'yellow', 8));
  s.push(R(-170, -300, 10, 240, paint, 0, 0, true));
  s.push(C(-180, -50, 50, 'ink'), C(-180, -50, 22, 'silver'), C(180, -50, 50, 'ink'), C(180, -50, 22, 'silver'));
  return d(s, 300, 340);
}

function train(ctx: SubjectContext): Drawn {
  const paint: Tone = ctx.rng.pick(['red', 'blue', 'green'] as const);
  return d(
    [
      R(-300, -30, 600, 14, 'wood', 4),
      L('M-300 -8 H300', 'grey', 6),
      C(40, -330, 26, 'white', true),
      C(85, -365, 34, 'white', true),
      C(140, -385, 26, 'white', true),
      R(-290, -230, 200, 180, 'yellow', 20),
      R(-270, -210, 70, 60, 'sky', 8),
      R(-180, -210, 70, 60, 'sky', 8),
      R(-70, -220, 150, 170, paint, 16),
      R(-55, -205, 120, 70, 'sky', 10),
      R(80, -170, 190, 120, paint, 30),
      R(30, -320, 44, 110, 'grey', 8),
      R(20, -335, 64, 26, 'ink', 8),
      C(270, -110, 20, 'yellow'),
      P('M270 -60 L300 -20 H250 Z', 'grey'),
      C(-240, -40, 28, 'ink'),
      C(-140, -40, 28, 'ink'),
      C(0, -42, 34, 'ink'),
      C(120, -40, 28, 'ink'),
      C(210, -40, 28, 'ink'),
      C(0, -42, 14, 'silver'),
      C(120, -40, 11, 'silver'),
      C(210, -40, 11, 'silver'),
      C(-240, -40, 11, 'silver'),
      C(-140, -40, 11, 'silver'),
    ],
    310,
    400,
  );
}

function plane(ctx: SubjectContext): Drawn {
  const paint: Tone = ctx.rng.pick(['white', 'blue', 'red'] as const);
  const trim: Tone = paint === 'white' ? 'blue' : 'white';
  return d(
    [
      P('M-40 -210 L-120 -330 H-60 L60 -210 Z', trim),
      P('M-220 -230 L-270 -320 H-225 L-165 -235 Z', trim),
      E(0, -200, 250, 50, paint),
      P('M220 -210 Q262 -200 250 -185 Q240 -170 215 -172 Z', 'sky'),
      C(-120, -208, 13, 'sky'),
      C(-75, -208, 13, 'sky'),
      C(-30, -208, 13, 'sky'),
      C(15, -208, 13, 'sky'),
      C(60, -208, 13, 'sky'),
      C(105, -208, 13, 'sky'),
      P('M-40 -180 L-110 -70 H-50 L60 -180 Z', trim),
      C(-320, -280, 22, 'white', true),
      C(-360, -265, 16, 'white', true),
    ],
    280,
    330,
  );
}

function boat(ctx: SubjectContext): Drawn {
  const hull: Tone = ctx.rng.pick(['red', 'blue', 'wood'] as const);
  return d(
    [
      E(0, -20, 230, 30, 'water'),
      L('M-210 -30 q35 -16 70 0 t70 0 t70 0 t70 0 t70 0 t70 0', 'sky', 6, true),
      L('M0 -90 V-400', 'wood', 12),
      P('M10 -390 L170 -120 H10 Z', 'white'),
      P('M-10 -340 L-150 -130 H-10 Z', 'yellow'),
      P('M10 -400 L70 -380 L10 -360 Z', 'red'),
      P('M-200 -110 H200 L150 -30 H-150 Z', hull),
      C(-80, -72, 14, 'white', true),
      C(0, -72, 14, 'white', true),
      C(80, -72, 14, 'white', true),
    ],
    220,
    410,
  );
}

function bike(ctx: SubjectContext): Drawn {
  const frame: Tone = ctx.rng.pick(['red', 'blue', 'green'] as const);
  return d(
    [
      C(-130, -100, 95, 'ink'),
      C(-130, -100, 75, 'white'),
      C(130, -100, 95, 'ink'),
      C(130, -100, 75, 'white'),
      L('M-130 -100 L-40 -100 L60 -230 L-60 -230 Z M-40 -100 L-70 -260 M130 -100 L80 -280 L40 -290', frame, 16),
      R(-110, -280, 80, 24, 'ink', 12),
      L('M80 -280 L120 -300', 'ink', 14),
      C(-40, -100, 18, 'grey'),
      C(-130, -100, 10, 'grey'),
      C(130, -100, 10, 'grey'),
    ],
    230,
    320,
  );
}

function house(ctx: SubjectContext): Drawn {
  const walls: Tone = ctx.rng.pick(['cream', 'yellow', 'pink', 'sky'] as const);
  const roof: Tone = ctx.rng.pick(['red', 'brown', 'blue'] as const);
  return d(
    [
      R(80, -400, 44, 90, 'brown', 4),
      R(-170, -240, 340, 240, walls, 6),
      P('M-205 -230 L0 -390 L205 -230 Z', roof),
      R(-40, -130, 80, 130, 'wood', 10),
      C(20, -65, 7, 'yellow', true),
      R(-140, -200, 70, 70, 'sky', 6),
      L('M-105 -200 V-130 M-140 -165 H-70', 'white', 5, true),
      R(70, -200, 70, 70, 'sky', 6),
      L('M105 -200 V-130 M70 -165 H140', 'white', 5, true),
      C(0, -290, 28, 'sky'),
    ],
    210,
    400,
  );
}

function tree(ctx: SubjectContext): Drawn {
  const fruit = ctx.rng.chance(0.5);
  return d([
    P('M-30 0 L-20 -170 L-70 -230 L-55 -240 L-12 -200 L-5 -250 H15 L18 -200 L65 -245 L78 -232 L25 -170 L35 0 Z', 'brown'),
    C(-100, -250, 90, 'leaf'),
    C(100, -250, 90, 'leaf'),
    C(0, -320, 110, 'green'),
    C(-50, -230, 80, 'green'),
    C(60, -235, 80, 'green'),
    ...(fruit
      ? [C(-70, -280, 16, 'red', true), C(60, -320, 16, 'red', true), C(110, -230, 16, 'red', true), C(-10, -250, 16, 'red', true)]
      : []),
  ]);
}

function flower(ctx: SubjectContext): Drawn {
  const s: Shape[] = [];
  const petals: Tone[] = ['pink', 'yellow', 'purple', 'red', 'blue'];
  const start = ctx.rng.int(0, petals.length - 1);
  const items: Array<[number, number, number]> = [
    [-110, 230, 0.8],
    [0, 330, 1],
    [110, 250, 0.85],
  ];
  items.forEach(([x, h, sc], i) => {
    const tone = petals[(start + i * 2) % petals.length];
    s.push(L(`M${x} 0 Q${x - 10} ${-h / 2} ${x} ${-h}`, 'leaf', 12));
    s.push(E(x + 30 * sc, -h * 0.4, 34 * sc, 15 * sc, 'leaf', -30), E(x - 30 * sc, -h * 0.55, 34 * sc, 15 * sc, 'leaf', 30));
    for (let k = 0; k < 6; k++) {
      const a = (k * Math.PI) / 3;
      s.push(C(x + Math.cos(a) * 40 * sc, -h + Math.sin(a) * 40 * sc, 30 * sc, tone));
    }
    s.push(C(x, -h, 26 * sc, tone === 'yellow' ? 'orange' : 'yellow'));
  });
  s.push(E(0, -8, 190, 20, 'green'));
  return d(s);
}

function sun(ctx: SubjectContext): Drawn {
  const s: Shape[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const x1 = Math.cos(a) * 125;
    const y1 = -200 + Math.sin(a) * 125;
    const x2 = Math.cos(a) * 185;
    const y2 = -200 + Math.sin(a) * 185;
    s.push(L(`M${x1.toFixed(1)} ${y1.toFixed(1)} L${x2.toFixed(1)} ${y2.toFixed(1)}`, 'orange', 22));
  }
  s.push(C(0, -200, 115, 'yellow'));
  s.push(...face(0, -195, 100, ctx.expression === 'sleepy' ? 'calm' : ctx.expression, ctx, 'orange'));
  return d(s, 200, 400);
}

function moon(): Drawn {
  return d([
    P('M20 -375 A175 175 0 0 0 20 -25 A230 230 0 0 1 20 -375 Z', 'yellow'),
    L('M-112 -225 q14 12 28 0', 'ink', 6),
    L('M-112 -165 q12 10 26 2', 'ink', 6),
    C(-118, -190, 11, 'cheek', true),
    ...star5(130, -320, 38, 'yellow'),
    ...star5(160, -170, 24, 'yellow', true),
  ]);
}

function star5(cx: number, cy: number, r: number, tone: Tone, detail = false): Shape[] {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.5;
    pts.push(`${(cx + Math.cos(a) * rr).toFixed(1)} ${(cy + Math.sin(a) * rr).toFixed(1)}`);
  }
  return [P(`M${pts.join(' L')} Z`, tone, detail)];
}

function star(ctx: SubjectContext): Drawn {
  return d([
    ...star5(0, -190, 190, 'yellow'),
    ...face(0, -175, 70, ctx.expression, ctx, 'orange'),
    ...star5(-170, -350, 26, 'yellow', true),
    ...star5(170, -60, 20, 'yellow', true),
  ]);
}

function rainbow(): Drawn {
  const bands: Tone[] = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
  const s: Shape[] = bands.map((t, i) => {
    const r = 270 - i * 26;
    return L(`M${-r} -60 A${r} ${r} 0 0 1 ${r} -60`, t, 26);
  });
  s.push(C(-250, -60, 50, 'white'), C(-195, -50, 40, 'white'), C(-300, -45, 38, 'white'));
  s.push(C(250, -60, 50, 'white'), C(195, -50, 40, 'white'), C(300, -45, 38, 'white'));
  return d(s, 320, 340);
}

function rainCloud(ctx: SubjectContext): Drawn {
  return d([
    P(
      'M-150 -200 C-200 -200 -205 -270 -150 -280 C-150 -350 -60 -370 -30 -320 C-5 -390 110 -380 115 -300 C175 -305 190 -210 140 -200 Z',
      'silver',
    ),
    ...face(-10, -265, 70, ctx.expression === 'happy' ? 'calm' : ctx.expression, ctx).filter((s) => s.tone !== 'water'),
    ...[-110, -40, 30, 100].flatMap((x, i) => [P(`M${x} ${-160 + (i % 2) * 40} q16 26 0 40 q-16 -14 0 -40 Z`, 'water')]),
    ...[-75, 65].map((x) => P(`M${x} -90 q16 26 0 40 q-16 -14 0 -40 Z`, 'water')),
  ]);
}

/** A beach ball: six slices around a white centre. */
function ball(ctx: SubjectContext): Drawn {
  const r = 150;
  const cy = -150;
  const tones: Tone[] = ['red', 'white', 'blue', 'white', 'yellow', 'white'];
  const turn = ctx.rng.range(0, 60);
  const s: Shape[] = [C(0, cy, r, 'white')];
  for (let i = 0; i < 6; i++) {
    const a1 = ((turn + i * 60) * Math.PI) / 180;
    const a2 = ((turn + (i + 1) * 60) * Math.PI) / 180;
    const p1 = `${(Math.cos(a1) * r).toFixed(1)} ${(cy + Math.sin(a1) * r).toFixed(1)}`;
    const p2 = `${(Math.cos(a2) * r).toFixed(1)} ${(cy + Math.sin(a2) * r).toFixed(1)}`;
    if (tones[i] !== 'white') s.push(P(`M0 ${cy} L${p1} A${r} ${r} 0 0 1 ${p2} Z`, tones[i]));
  }
  s.push(C(0, cy, 34, 'white'));
  s.push(E(-62, cy - 70, 26, 14, 'white', -35, true));
  return d(s, 160, 300);
}

function icecream(): Drawn {
  return d(
    [
      P('M-70 -200 L0 0 L70 -200 Z', 'tan'),
      L('M-45 -170 L20 -60 M-10 -195 L40 -110 M45 -170 L-20 -60 M10 -195 L-40 -110', 'wood', 5, true),
      C(-45, -230, 62, 'pink'),
      C(45, -230, 62, 'cream'),
      C(0, -300, 66, 'brown'),
      P('M-80 -205 Q-70 -180 -60 -200 Q-50 -170 -40 -198 Z', 'pink', true),
      C(10, -375, 18, 'red'),
      L('M10 -392 Q18 -410 32 -412', 'leaf', 5),
    ],
    140,
    420,
  );
}

function cake(ctx: SubjectContext): Drawn {
  const s: Shape[] = [E(0, -8, 190, 22, 'white')];
  s.push(R(-160, -180, 320, 170, 'tan', 18), R(-160, -110, 320, 26, 'pink', 0));
  s.push(
    P(
      'M-160 -160 Q-160 -195 -125 -195 H125 Q160 -195 160 -160 V-140 Q140 -115 120 -140 Q100 -115 80 -140 Q60 -115 40 -140 Q20 -115 0 -140 Q-20 -115 -40 -140 Q-60 -115 -80 -140 Q-100 -115 -120 -140 Q-140 -115 -160 -140 Z',
      'white',
    ),
  );
  const candles = ctx.rng.int(3, 5);
  const tones: Tone[] = ['blue', 'green', 'purple', 'pink', 'orange'];
  for (let i = 0; i < candles; i++) {
    const x = -100 + (i * 200) / (candles - 1);
    s.push(R(x - 10, -275, 20, 82, tones[i % tones.length], 5));
    s.push(P(`M${x} -320 Q${x + 16} -292 ${x} -280 Q${x - 16} -292 ${x} -320 Z`, 'yellow'));
  }
  for (const [x, t] of [
    [-110, 'red'],
    [-40, 'yellow'],
    [40, 'green'],
    [110, 'blue'],
  ] as const)
    s.push(C(x, -55, 11, t, true));
  return d(s);
}

function apple(): Drawn {
  return d(
    [
      P('M0 -270 C-60 -320 -190 -290 -180 -160 C-170 -40 -80 10 0 -20 C80 10 170 -40 180 -160 C190 -290 60 -320 0 -270 Z', 'red'),
      L('M0 -270 Q5 -320 25 -350', 'brown', 14),
      E(70, -325, 55, 24, 'leaf', -25),
      E(-90, -200, 22, 40, 'white', 25, true),
    ],
    190,
    360,
  );
}

function banana(): Drawn {
  return d(
    [
      P('M-200 -250 Q-170 -60 20 -40 Q170 -35 230 -150 Q240 -170 225 -175 Q150 -100 20 -110 Q-120 -120 -165 -260 Z', 'yellow'),
      P('M-200 -250 L-215 -275 L-175 -282 L-165 -260 Z', 'brown'),
      L('M-150 -200 Q-90 -110 30 -85', 'orange', 5, true),
    ],
    230,
    300,
  );
}

function toothbrush(): Drawn {
  return d(
    [
      G(
        [
          R(-230, -18, 300, 36, 'blue', 18),
          R(60, -26, 150, 52, 'blue', 20),
          ...[0, 1, 2, 3, 4].map((i) => R(78 + i * 24, -82, 16, 58, 'white', 5)),
          P('M70 -84 Q100 -120 150 -104 Q190 -124 215 -96 Q170 -74 70 -84 Z', 'sky'),
        ],
        'translate(0 -130) rotate(-18)',
      ),
    ],
    230,
    300,
  );
}

function tooth(ctx: SubjectContext): Drawn {
  return d(
    [
      P(
        'M-130 -330 C-90 -380 -30 -360 0 -340 C30 -360 90 -380 130 -330 C180 -260 140 -170 120 -100 C105 -30 90 0 65 -5 C35 -10 40 -110 0 -110 C-40 -110 -35 -10 -65 -5 C-90 0 -105 -30 -120 -100 C-140 -170 -180 -260 -130 -330 Z',
        'white',
      ),
      ...face(0, -235, 90, ctx.expression, ctx),
      E(-80, -300, 16, 30, 'sky', 30, true),
    ],
    180,
    380,
  );
}

function brushingTeeth(ctx: SubjectContext): Drawn {
  const t = tooth(ctx);
  return d(
    [
      G(t.shapes, 'translate(-50 0)'),
      G(
        [
          R(0, -17, 230, 34, 'blue', 17),
          R(-80, -24, 90, 48, 'blue', 18),
          ...[0, 1, 2].map((i) => R(-112, -20 + i * 14, 36, 10, 'white', 4)),
          C(-125, -40, 18, 'white', true),
          C(-140, 10, 14, 'white', true),
          C(-100, -58, 12, 'white', true),
        ],
        'translate(200 -210) rotate(-18)',
      ),
    ],
    230,
    390,
  );
}

function bed(ctx: SubjectContext, sleeper: boolean): Drawn {
  const blanket: Tone = ctx.rng.pick(['blue', 'purple', 'green', 'pink'] as const);
  const s: Shape[] = [
    R(-270, -300, 50, 300, 'wood', 20),
    R(220, -190, 46, 190, 'wood', 20),
    R(-240, -90, 480, 50, 'wood', 12),
    R(-240, -160, 470, 80, 'white', 26),
    E(-160, -185, 65, 38, 'white'),
  ];
  if (sleeper) {
    s.push(C(-160, -215, 58, 'skin'));
    s.push(P('M-218 -225 Q-200 -290 -140 -280 Q-100 -270 -104 -230 Q-140 -260 -218 -225 Z', 'hair'));
    s.push(...face(-160, -210, 55, 'sleepy', ctx));
    s.push(L('M-60 -300 h30 l-30 30 h30 M-20 -350 h22 l-22 22 h22', 'navy', 6, true));
  }
  s.push(P('M-110 -190 Q40 -215 240 -180 Q250 -120 235 -60 Q60 -55 -100 -60 Q-120 -120 -110 -190 Z', blanket));
  s.push(L('M-95 -175 Q50 -195 228 -165', 'white', 8, true));
  return d(s, 270, 360);
}

function book(ctx: SubjectContext): Drawn {
  const cover: Tone = ctx.rng.pick(['red', 'blue', 'green'] as const);
  return d(
    [
      P('M-230 -60 L-220 -280 Q-110 -300 0 -260 Q110 -300 220 -280 L230 -60 Q110 -80 0 -40 Q-110 -80 -230 -60 Z', cover),
      P('M-205 -85 L-200 -290 Q-100 -310 0 -270 V-60 Q-100 -100 -205 -85 Z', 'white'),
      P('M205 -85 L200 -290 Q100 -310 0 -270 V-60 Q100 -100 205 -85 Z', 'cream'),
      L('M-170 -250 Q-100 -262 -35 -235 M-170 -210 Q-100 -222 -35 -195 M-170 -170 Q-100 -182 -35 -155', 'grey', 6, true),
      C(100, -200, 40, 'yellow', true),
      P('M40 -120 Q100 -170 170 -120 Z', 'leaf', true),
    ],
    240,
    320,
  );
}

function school(ctx: SubjectContext): Drawn {
  const walls: Tone = ctx.rng.pick(['red', 'cream', 'yellow'] as const);
  const s: Shape[] = [
    R(-280, -240, 560, 240, walls, 6),
    P('M-300 -230 L-180 -300 H180 L300 -230 Z', 'grey'),
    R(-70, -380, 140, 160, walls, 6),
    P('M-90 -370 L0 -440 L90 -370 Z', 'blue'),
    C(0, -310, 40, 'white'),
    L('M0 -310 V-335 M0 -310 L18 -300', 'ink', 5),
    R(-45, -130, 90, 130, 'wood', 8),
  ];
  for (const x of [-240, -160, 90, 170]) s.push(R(x, -200, 60, 60, 'sky', 6), R(x, -110, 60, 60, 'sky', 6));
  return d(s, 300, 440);
}

function playground(ctx: SubjectContext): Drawn {
  const slide: Tone = ctx.rng.pick(['yellow', 'red', 'blue'] as const);
  return d(
    [
      L('M-260 0 L-220 -300 L-180 0 M-20 0 L-60 -300 L-100 0', 'blue', 14),
      L('M-230 -300 H-50', 'blue', 16),
      L('M-170 -295 V-110 M-110 -295 V-110', 'grey', 5),
      R(-185, -115, 90, 16, 'red', 6),
      L('M60 0 V-300 M130 0 V-300', 'wood', 12),
      L('M60 -60 H130 M60 -130 H130 M60 -200 H130', 'wood', 8),
      R(50, -310, 90, 18, 'wood', 6),
      P('M130 -300 C190 -260 220 -90 300 -20 L285 0 C200 -70 170 -240 120 -280 Z', slide),
    ],
    300,
    320,
  );
}

/** A standing child facing us. */
export function child(ctx: SubjectContext, x = 0, scale = 1, shirt?: Tone, gender?: 'boy' | 'girl'): Shape[] {
  const g = gender ?? ctx.gender ?? (ctx.rng.chance(0.5) ? 'girl' : 'boy');
  const top: Tone = shirt ?? ctx.rng.pick(['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const);
  const head = ctx.style === 'anime' ? 88 : 78;
  const k = (v: number) => v * scale;
  const X = (v: number) => x + v * scale;
  const s: Shape[] = [];
  if (g === 'girl')
    s.push(
      P(`M${X(-85)} ${k(-300)} Q${X(-100)} ${k(-200)} ${X(-70)} ${k(-185)} H${X(70)} Q${X(100)} ${k(-200)} ${X(85)} ${k(-300)} Z`, 'hair'),
    );
  s.push(
    R(X(-50), k(-125), k(42), k(120), g === 'girl' ? 'skin' : 'navy', k(14)),
    R(X(8), k(-125), k(42), k(120), g === 'girl' ? 'skin' : 'navy', k(14)),
  );
  s.push(E(X(-32), k(-8), k(36), k(14), 'ink'), E(X(32), k(-8), k(36), k(14), 'ink'));
  s.push(
    L(`M${X(-62)} ${k(-205)} Q${X(-100)} ${k(-160)} ${X(-92)} ${k(-120)}`, top, k(30)),
    L(`M${X(62)} ${k(-205)} Q${X(100)} ${k(-160)} ${X(92)} ${k(-120)}`, top, k(30)),
  );
  s.push(C(X(-92), k(-112), k(17), 'skin'), C(X(92), k(-112), k(17), 'skin'));
  if (g === 'girl') s.push(P(`M${X(-66)} ${k(-215)} Q${X(0)} ${k(-235)} ${X(66)} ${k(-215)} L${X(95)} ${k(-95)} H${X(-95)} Z`, top));
  else s.push(R(X(-66), k(-225), k(132), k(120), top, k(30)));
  s.push(R(X(-14), k(-245), k(28), k(30), 'skin', k(8)));
  const hy = k(-245) - head * scale;
  s.push(C(X(-head), hy + k(5), k(16), 'skin'), C(X(head), hy + k(5), k(16), 'skin'));
  s.push(C(X(0), hy, head * scale, 'skin'));
  const r = head * scale;
  if (g === 'girl') {
    s.push(
      P(
        `M${X(0) - r * 1.05} ${hy + r * 0.1} Q${X(0) - r * 1.1} ${hy - r * 1.15} ${X(0)} ${hy - r * 1.08} Q${X(0) + r * 1.1} ${hy - r * 1.15} ${X(0) + r * 1.05} ${hy + r * 0.1} Q${X(0) + r * 0.7} ${hy - r * 0.55} ${X(0)} ${hy - r * 0.5} Q${X(0) - r * 0.7} ${hy - r * 0.55} ${X(0) - r * 1.05} ${hy + r * 0.1} Z`,
        'hair',
      ),
    );
    s.push(C(X(0) - r * 1.05, hy - r * 0.35, r * 0.28, 'hair'), C(X(0) + r * 1.05, hy - r * 0.35, r * 0.28, 'hair'));
    s.push(C(X(0) + r * 0.75, hy - r * 0.72, r * 0.14, 'pink', true));
  } else {
    s.push(
      P(
        `M${X(0) - r * 1.0} ${hy - r * 0.1} Q${X(0) - r * 1.05} ${hy - r * 1.12} ${X(0)} ${hy - r * 1.08} Q${X(0) + r * 1.05} ${hy - r * 1.12} ${X(0) + r * 1.0} ${hy - r * 0.1} Q${X(0) + r * 0.5} ${hy - r * 0.7} ${X(0) - r * 0.1} ${hy - r * 0.62} Q${X(0) - r * 0.6} ${hy - r * 0.6} ${X(0) - r * 1.0} ${hy - r * 0.1} Z`,
        'hair',
      ),
    );
  }
  s.push(...face(X(0), hy + r * 0.12, r * 0.95, ctx.expression, ctx, 'brown'));
  return s;
}

function childSubject(ctx: SubjectContext): Drawn {
  return d(child(ctx), 130, 420);
}

/** Head and shoulders with a big face: used when the description is about a feeling. */
function portrait(ctx: SubjectContext): Drawn {
  const g = ctx.gender ?? (ctx.rng.chance(0.5) ? 'girl' : 'boy');
  const top: Tone = ctx.rng.pick(['blue', 'green', 'purple', 'orange'] as const);
  const r = 125;
  const cy = -250;
  const s: Shape[] = [];
  if (g === 'girl') s.push(P(`M-140 -260 Q-160 -90 -110 -80 H110 Q160 -90 140 -260 Z`, 'hair'));
  s.push(P('M-170 0 Q-170 -110 -60 -120 H60 Q170 -110 170 0 Z', top));
  s.push(R(-28, -150, 56, 50, 'skin', 14));
  s.push(C(-r, cy + 10, 24, 'skin'), C(r, cy + 10, 24, 'skin'));
  s.push(C(0, cy, r, 'skin'));
  if (g === 'girl') {
    s.push(
      P(
        `M${-r * 1.05} ${cy + r * 0.1} Q${-r * 1.1} ${cy - r * 1.15} 0 ${cy - r * 1.08} Q${r * 1.1} ${cy - r * 1.15} ${r * 1.05} ${cy + r * 0.1} Q${r * 0.7} ${cy - r * 0.55} 0 ${cy - r * 0.5} Q${-r * 0.7} ${cy - r * 0.55} ${-r * 1.05} ${cy + r * 0.1} Z`,
        'hair',
      ),
    );
  } else {
    s.push(
      P(
        `M${-r} ${cy - r * 0.1} Q${-r * 1.05} ${cy - r * 1.12} 0 ${cy - r * 1.08} Q${r * 1.05} ${cy - r * 1.12} ${r} ${cy - r * 0.1} Q${r * 0.5} ${cy - r * 0.7} ${-r * 0.1} ${cy - r * 0.62} Q${-r * 0.6} ${cy - r * 0.6} ${-r} ${cy - r * 0.1} Z`,
        'hair',
      ),
    );
  }
  s.push(...face(0, cy + r * 0.12, r * 0.95, ctx.expression, ctx));
  return d(s, 175, 400);
}

function family(ctx: SubjectContext): Drawn {
  const s: Shape[] = [];
  s.push(...child(ctx, -190, 1.3, 'purple', 'girl'));
  s.push(...child(ctx, 190, 1.25, 'green', 'boy'));
  s.push(...child(ctx, 0, 0.85, ctx.rng.pick(['yellow', 'red', 'orange'] as const)));
  return d(s, 320, 560);
}

function eat(): Drawn {
  return d(
    [
      R(-230, -120, 460, 24, 'wood', 10),
      L('M-200 -96 V0 M200 -96 V0', 'wood', 18),
      E(-20, -140, 150, 32, 'white'),
      E(-20, -145, 115, 22, 'cream'),
      C(-70, -160, 30, 'yellow'),
      C(-5, -158, 14, 'green'),
      C(20, -162, 14, 'green'),
      C(7, -175, 14, 'green'),
      R(45, -185, 60, 26, 'orange', 12, -15),
      L('M170 -135 V-250 M155 -250 V-215 Q170 -200 185 -215 V-250', 'silver', 8),
      L('M-200 -135 V-230', 'silver', 8),
      E(-200, -245, 16, 26, 'silver'),
      R(110, -260, 44, 110, 'sky', 8),
      R(114, -230, 36, 76, 'white', 6),
    ],
    240,
    280,
  );
}

function washHands(): Drawn {
  return d(
    [
      R(-60, -170, 120, 170, 'white', 10),
      P('M-210 -250 H210 Q200 -160 110 -150 H-110 Q-200 -160 -210 -250 Z', 'white'),
      R(-220, -270, 440, 28, 'white', 12),
      P('M-20 -270 V-330 Q-20 -350 5 -350 H70 V-325 H15 V-270 Z', 'silver'),
      L('M55 -320 V-200', 'water', 14),
      P('M55 -235 C20 -262 -40 -250 -45 -222 C-48 -200 -10 -190 25 -196 L55 -200 Z', 'skin'),
      P('M55 -235 C90 -262 150 -250 155 -222 C158 -200 120 -190 85 -196 L55 -200 Z', 'skin'),
      E(-12, -250, 12, 18, 'skin', -40),
      E(122, -250, 12, 18, 'skin', 40),
      C(-60, -250, 24, 'white'),
      C(-95, -275, 17, 'white'),
      C(140, -260, 20, 'white'),
      C(-30, -290, 13, 'white'),
      C(170, -290, 14, 'white'),
      R(-170, -310, 60, 40, 'pink', 12),
    ],
    220,
    350,
  );
}

export type SubjectId =
  | 'dog'
  | 'cat'
  | 'horse'
  | 'bird'
  | 'fish'
  | 'rabbit'
  | 'teddy'
  | 'car'
  | 'bus'
  | 'train'
  | 'plane'
  | 'boat'
  | 'bike'
  | 'house'
  | 'tree'
  | 'flower'
  | 'sun'
  | 'moon'
  | 'star'
  | 'rainbow'
  | 'rain'
  | 'ball'
  | 'icecream'
  | 'cake'
  | 'apple'
  | 'banana'
  | 'toothbrush'
  | 'tooth'
  | 'brushTeeth'
  | 'bed'
  | 'sleep'
  | 'book'
  | 'school'
  | 'playground'
  | 'child'
  | 'family'
  | 'portrait'
  | 'eat'
  | 'washHands';

export interface SubjectDefinition {
  id: SubjectId;
  /** Placed high in the picture (sky) instead of standing on the ground. */
  sky?: boolean;
  /** Belongs indoors: the card gets a room instead of a meadow when only such subjects appear. */
  indoor?: boolean;
  /** Asks for a night sky. */
  night?: boolean;
  /** A person (child, family, portrait). */
  person?: boolean;
  /** Has a face whose expression follows a feeling in the description. */
  face?: boolean;
  draw(ctx: SubjectContext): Drawn;
}

export const SUBJECTS: Record<SubjectId, SubjectDefinition> = {
  dog: { id: 'dog', face: true, draw: dog },
  cat: { id: 'cat', face: true, draw: cat },
  horse: { id: 'horse', draw: horse },
  bird: { id: 'bird', draw: bird },
  fish: { id: 'fish', draw: fish },
  rabbit: { id: 'rabbit', face: true, draw: rabbit },
  teddy: { id: 'teddy', face: true, indoor: true, draw: teddy },
  car: { id: 'car', draw: car },
  bus: { id: 'bus', draw: bus },
  train: { id: 'train', draw: train },
  plane: { id: 'plane', sky: true, draw: plane },
  boat: { id: 'boat', draw: boat },
  bike: { id: 'bike', draw: bike },
  house: { id: 'house', draw: house },
  tree: { id: 'tree', draw: tree },
  flower: { id: 'flower', draw: flower },
  sun: { id: 'sun', sky: true, face: true, draw: sun },
  moon: { id: 'moon', sky: true, night: true, draw: () => moon() },
  star: { id: 'star', sky: true, face: true, night: true, draw: star },
  rainbow: { id: 'rainbow', sky: true, draw: rainbow },
  rain: { id: 'rain', sky: true, face: true, draw: rainCloud },
  ball: { id: 'ball', draw: ball },
  icecream: { id: 'icecream', draw: icecream },
  cake: { id: 'cake', indoor: true, draw: cake },
  apple: { id: 'apple', draw: apple },
  banana: { id: 'banana', draw: banana },
  toothbrush: { id: 'toothbrush', indoor: true, draw: toothbrush },
  tooth: { id: 'tooth', indoor: true, face: true, draw: tooth },
  brushTeeth: { id: 'brushTeeth', indoor: true, face: true, draw: brushingTeeth },
  bed: { id: 'bed', indoor: true, draw: (c) => bed(c, false) },
  sleep: { id: 'sleep', indoor: true, night: true, draw: (c) => bed(c, true) },
  book: { id: 'book', indoor: true, draw: book },
  school: { id: 'school', draw: school },
  playground: { id: 'playground', draw: playground },
  child: { id: 'child', person: true, face: true, draw: childSubject },
  family: { id: 'family', person: true, face: true, draw: family },
  portrait: { id: 'portrait', person: true, face: true, draw: portrait },
  eat: { id: 'eat', indoor: true, draw: () => eat() },
  washHands: { id: 'washHands', indoor: true, draw: () => washHands() },
};
