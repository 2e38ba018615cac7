/**
 * Illustrated portrait avatars: friendly, diverse Indian men and women, in a flat style with soft
 * gradients. Everything is drawn on a 256 x 256 canvas; team portraits are the same drawing at
 * 400 px with studio backgrounds and formal clothes.
 */
import { Doc, P, darken, lighten, path } from './lib.mjs';

const HEAD =
  'M128 54C153 54 170 73 170 104C170 137 155 160 128 168C101 160 86 137 86 104C86 73 103 54 128 54Z';

function hairBack(style) {
  switch (style) {
    case 'long':
      return `M82 112C74 62 102 40 128 40C156 40 184 60 176 112C178 140 182 172 186 206C160 220 96 220 70 206C74 172 78 140 82 112Z`;
    case 'bob':
      return `M80 108C76 62 102 42 128 42C156 42 182 62 176 108C178 130 180 152 176 170C160 176 96 176 80 170C76 152 78 130 80 108Z`;
    case 'bun':
    case 'greybun':
      return `${P.circle(128, 42, 22)}M84 104C82 64 104 48 128 48C152 48 174 64 172 104Z`;
    case 'pony':
      return `M170 92C190 110 194 150 180 186C174 160 170 130 162 110Z`;
    default:
      return '';
  }
}

function hairFront(style) {
  switch (style) {
    case 'short':
      return 'M86 108C80 66 104 44 132 46C162 48 178 70 170 108C167 92 162 82 154 76C136 86 108 86 92 80C89 88 87 97 86 108Z';
    case 'side':
      return 'M86 110C78 64 106 42 134 44C162 46 180 68 170 108C166 88 158 78 148 72C130 82 104 76 96 72C90 82 87 95 86 110Z';
    case 'curly': {
      let d = '';
      for (let i = 0; i < 11; i++) {
        const a = Math.PI * (1.02 + (i / 10) * 0.96);
        d += P.circle(128 + Math.cos(a) * 40, 100 + Math.sin(a) * 44, 13);
      }
      return `${d}M88 100C88 66 106 52 128 52C150 52 168 66 168 100C160 86 148 80 128 80C108 80 96 86 88 100Z`;
    }
    case 'long':
    case 'bob':
    case 'pony':
      return 'M128 50C102 50 86 70 86 112C94 90 110 72 126 64C142 74 160 88 170 110C170 70 154 50 128 50Z';
    case 'bun':
    case 'greybun':
      return 'M128 52C104 52 88 68 86 104C96 86 112 74 127 70C142 74 158 84 170 104C168 68 152 52 128 52Z';
    case 'bald':
      return 'M83 118C78 98 82 80 94 72C92 84 94 98 98 112C94 112 88 114 83 118ZM173 118C178 98 174 80 162 72C164 84 162 98 158 112C162 112 168 114 173 118Z';
    default:
      return '';
  }
}

function clothes(doc, kind, c, c2, skin) {
  const body = 'M26 256C30 214 66 194 100 188L156 188C190 194 226 214 230 256Z';
  const fill = doc.lin([
    [0, lighten(c, 0.1)],
    [1, darken(c, 0.12)],
  ]);
  const out = [path(body, fill)];
  const shade = darken(c, 0.25);
  switch (kind) {
    case 'shirt':
      out.push(path('M100 188L128 222L114 232L94 196Z', lighten(c, 0.25)));
      out.push(path('M156 188L128 222L142 232L162 196Z', lighten(c, 0.25)));
      out.push(path('M126 222H130V256H126Z', shade));
      out.push(path(`${P.circle(128, 236, 2.2)}${P.circle(128, 250, 2.2)}`, lighten(c, 0.4)));
      break;
    case 'kurta':
      out.push(path('M112 190C114 200 142 200 144 190L144 196C140 206 116 206 112 196Z', darken(c, 0.15)));
      out.push(path('M125 200H131V256H125Z', c2 ?? shade));
      out.push(
        path(`${P.circle(128, 214, 2.4)}${P.circle(128, 228, 2.4)}${P.circle(128, 242, 2.4)}`, '#e9c46a'),
      );
      break;
    case 'tshirt':
      out.push(path('M108 188C112 204 144 204 148 188L142 188C138 198 118 198 114 188Z', shade));
      break;
    case 'top':
      out.push(path('M108 188L128 216L148 188Z', skin));
      out.push(path('M108 188L128 216L148 188L144 188L128 210L112 188Z', shade));
      break;
    case 'saree':
      // blouse, then the pallu draped over the left shoulder with a zari border
      out.push(path('M108 188L128 208L148 188Z', skin));
      out.push(path('M150 186C172 190 200 204 214 232L226 256H150C140 236 132 212 138 192Z', c2));
      out.push(
        path('M150 186C172 190 200 204 214 232L226 256H216L204 234C192 210 172 198 146 192Z', '#e9c46a'),
      );
      out.push(path('M138 192C132 212 140 236 150 256H142C130 236 126 212 132 194Z', '#e9c46a'));
      break;
    case 'blazer':
      out.push(path('M104 188L128 224L152 188Z', '#f7f7f5'));
      out.push(path('M100 188L128 232L110 256H26C30 214 66 194 100 188Z', darken(c, 0.08)));
      out.push(path('M156 188L128 232L146 256H230C226 214 190 194 156 188Z', darken(c, 0.08)));
      out.push(path('M100 188L120 226L108 236L92 196Z', lighten(c, 0.08)));
      out.push(path('M156 188L136 226L148 236L164 196Z', lighten(c, 0.08)));
      if (c2) out.push(path('M123 196L133 196L136 206L131 240L128 246L125 240L120 206Z', c2));
      else out.push(path('M116 190L128 210L140 190L134 190L128 200L122 190Z', '#e3e3df'));
      break;
    case 'womanblazer':
      out.push(path('M106 188L128 222L150 188Z', c2 ?? '#f3efe8'));
      out.push(path('M100 188L126 236L112 256H26C30 214 66 194 100 188Z', darken(c, 0.06)));
      out.push(path('M156 188L130 236L144 256H230C226 214 190 194 156 188Z', darken(c, 0.06)));
      out.push(path('M100 188L122 230L110 238L92 196Z', lighten(c, 0.1)));
      out.push(path('M156 188L134 230L146 238L164 196Z', lighten(c, 0.1)));
      break;
    case 'polo':
      out.push(path('M104 188L124 204L116 212L98 194Z', lighten(c, 0.2)));
      out.push(path('M152 188L132 204L140 212L158 194Z', lighten(c, 0.2)));
      out.push(path('M125 200H131V226H125Z', shade));
      break;
    default:
      break;
  }
  return out.join('');
}

/** One portrait. `o` picks skin, hair, clothes and accessories. */
export function portrait(o) {
  const size = o.size ?? 256;
  const doc = new Doc(size, size, { vw: 256, vh: 256, title: o.title });
  const skin = o.skin;
  const hair = o.hair ?? '#1f1a17';
  const skinShade = darken(skin, 0.14);
  // background
  if (o.studio) {
    doc.add(
      `<rect width="256" height="256" fill="${doc.rad(
        [
          [0, lighten(o.bg, 0.35)],
          [1, o.bg],
        ],
        0.5,
        0.38,
        0.75,
      )}"/>`,
    );
    doc.add(
      `<rect width="256" height="256" fill="${doc.lin([
        [0.6, '#13213a', 0],
        [1, '#13213a', 0.18],
      ])}"/>`,
    );
  } else {
    doc.add(
      `<rect width="256" height="256" fill="${doc.lin(
        [
          [0, lighten(o.bg, 0.2)],
          [1, o.bg],
        ],
        0,
        0,
        1,
        1,
      )}"/>`,
    );
    doc.add(path(`${P.circle(214, 40, 54)}${P.circle(30, 230, 40)}`, '#ffffff', 'opacity=".22"'));
  }
  const hb = hairBack(o.hairStyle);
  if (hb)
    doc.add(
      path(
        hb,
        doc.lin([
          [0, lighten(hair, 0.12)],
          [1, darken(hair, 0.1)],
        ]),
      ),
    );
  // neck with chin shadow
  doc.add(path('M110 150H146V196C138 204 118 204 110 196Z', skinShade));
  doc.add(path('M110 176C118 186 138 186 146 176V196C138 204 118 204 110 196Z', skin, 'opacity=".55"'));
  doc.add(clothes(doc, o.clothes, o.cloth, o.cloth2, skin));
  // ears, head
  doc.add(path(`${P.ellipse(87, 112, 8, 13)}${P.ellipse(169, 112, 8, 13)}`, skinShade));
  doc.add(
    path(
      HEAD,
      doc.rad(
        [
          [0, lighten(skin, 0.08)],
          [0.7, skin],
          [1, darken(skin, 0.06)],
        ],
        0.42,
        0.38,
        0.7,
      ),
    ),
  );
  // cheeks and facial features
  doc.add(path(`${P.circle(104, 134, 10)}${P.circle(152, 134, 10)}`, '#e07a6a', 'opacity=".22"'));
  const brow = darken(hair === '#d9d6d0' || hair === '#c9c5bf' ? '#6b625a' : hair, 0.05);
  doc.add(
    `<path d="M99 99Q110 92 120 97M136 97Q146 92 157 99" fill="none" stroke="${brow}" stroke-width="4.2" stroke-linecap="round"/>`,
  );
  doc.add(path(`${P.ellipse(110, 113, 5.2, 6)}${P.ellipse(146, 113, 5.2, 6)}`, '#2a1c15'));
  doc.add(path(`${P.circle(112, 111, 1.7)}${P.circle(148, 111, 1.7)}`, '#ffffff'));
  doc.add(
    `<path d="M128 116Q123 130 130 133" fill="none" stroke="${darken(skin, 0.28)}" stroke-width="2.6" stroke-linecap="round"/>`,
  );
  if (o.beard) {
    doc.add(
      path(
        'M87 112C88 150 106 178 128 178C150 178 168 150 169 112C164 136 156 146 148 148C142 138 114 138 108 148C100 146 92 136 87 112ZM128 144C140 144 148 150 148 156C140 168 116 168 108 156C108 150 116 144 128 144Z',
        hair,
        'fill-rule="evenodd"',
      ),
    );
  }
  if (o.smile === 'closed') {
    doc.add(
      `<path d="M114 145Q128 155 142 145" fill="none" stroke="#8c3f3a" stroke-width="3.4" stroke-linecap="round"/>`,
    );
  } else {
    doc.add(path('M113 143Q128 162 143 143Q128 148 113 143Z', '#7d2f2f'));
    doc.add(path('M116 144Q128 148 140 144L139 147Q128 150 117 147Z', '#ffffff'));
  }
  if (o.moustache || o.beard)
    doc.add(path('M110 141Q120 133 128 138Q136 133 146 141Q136 139 128 142Q120 139 110 141Z', hair));
  const hf = hairFront(o.hairStyle);
  if (hf)
    doc.add(
      path(
        hf,
        doc.lin([
          [0, lighten(hair, 0.14)],
          [1, darken(hair, 0.05)],
        ]),
      ),
    );
  if (o.hairStyle === 'side' || o.hairStyle === 'short') {
    doc.add(
      `<path d="M108 60Q128 52 150 60" fill="none" stroke="${lighten(hair, 0.3)}" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
    );
  }
  if (o.bindi) doc.add(path(P.circle(128, 92, 3.2), '#c0262d'));
  if (o.earrings) doc.add(path(`${P.circle(87, 130, 4)}${P.circle(169, 130, 4)}`, '#e0a526'));
  if (o.glasses) {
    doc.add(
      `<path d="${P.rrect(96, 102, 28, 22, 7)}${P.rrect(132, 102, 28, 22, 7)}M124 110Q128 106 132 110M96 108L88 104M160 108L168 104" fill="#ffffff" fill-opacity=".12" stroke="${o.glassesColor ?? '#2b2f36'}" stroke-width="3"/>`,
    );
  }
  return doc.toString();
}

const SKINS = ['#f1c6a0', '#e3ae84', '#cf9267', '#b37549', '#8f5a38', '#d8a27a'];

export const PEOPLE = [
  {
    title: 'Avatar of a smiling woman',
    skin: SKINS[1],
    hairStyle: 'long',
    hair: '#2a1a14',
    clothes: 'kurta',
    cloth: '#1f7a70',
    cloth2: '#14635b',
    bindi: true,
    earrings: true,
    bg: '#f3c3a2',
  },
  {
    title: 'Avatar of a bearded man',
    skin: SKINS[3],
    hairStyle: 'short',
    hair: '#1b1513',
    beard: true,
    clothes: 'shirt',
    cloth: '#3f6fa3',
    bg: '#a9d5cf',
  },
  {
    title: 'Avatar of a woman in a saree',
    skin: SKINS[2],
    hairStyle: 'bun',
    hair: '#231915',
    glasses: true,
    clothes: 'saree',
    cloth: '#c45f27',
    cloth2: '#a44b1d',
    bindi: true,
    bg: '#d9d2ef',
  },
  {
    title: 'Avatar of an older man',
    skin: SKINS[0],
    hairStyle: 'bald',
    hair: '#d9d6d0',
    moustache: true,
    glasses: true,
    clothes: 'kurta',
    cloth: '#f4efe6',
    cloth2: '#d9cbb4',
    bg: '#f6e3a6',
    smile: 'closed',
  },
  {
    title: 'Avatar of a young man',
    skin: SKINS[4],
    hairStyle: 'curly',
    hair: '#17110f',
    clothes: 'tshirt',
    cloth: '#dd7a40',
    bg: '#bcd7f0',
  },
  {
    title: 'Avatar of a woman with a bob',
    skin: SKINS[5],
    hairStyle: 'bob',
    hair: '#3a2418',
    earrings: true,
    clothes: 'top',
    cloth: '#13213a',
    bg: '#bfe3d0',
  },
  {
    title: 'Avatar of a man with a moustache',
    skin: SKINS[2],
    hairStyle: 'side',
    hair: '#1d1714',
    moustache: true,
    clothes: 'polo',
    cloth: '#4a8f5a',
    bg: '#f7cdb5',
    smile: 'closed',
  },
  {
    title: 'Avatar of an older woman',
    skin: SKINS[1],
    hairStyle: 'greybun',
    hair: '#c9c5bf',
    glasses: true,
    glassesColor: '#8a5a3b',
    bindi: true,
    clothes: 'saree',
    cloth: '#0f4f49',
    cloth2: '#1f7a70',
    bg: '#f2c6cf',
    smile: 'closed',
  },
];

export const TEAM = [
  {
    title: 'Portrait of the managing director',
    skin: SKINS[2],
    hairStyle: 'side',
    hair: '#1d1714',
    clothes: 'blazer',
    cloth: '#1c2c4a',
    cloth2: '#c45f27',
    studio: true,
    bg: '#c9d3dd',
    smile: 'closed',
    size: 400,
  },
  {
    title: 'Portrait of the head of sales',
    skin: SKINS[1],
    hairStyle: 'long',
    hair: '#261812',
    earrings: true,
    clothes: 'womanblazer',
    cloth: '#3b4452',
    cloth2: '#f3efe8',
    studio: true,
    bg: '#d6dde0',
    size: 400,
  },
  {
    title: 'Portrait of the chief engineer',
    skin: SKINS[4],
    hairStyle: 'short',
    hair: '#15100e',
    beard: true,
    glasses: true,
    clothes: 'blazer',
    cloth: '#59616b',
    studio: true,
    bg: '#cfd8d6',
    size: 400,
  },
  {
    title: 'Portrait of the head of customer care',
    skin: SKINS[3],
    hairStyle: 'bun',
    hair: '#1f1512',
    bindi: true,
    earrings: true,
    clothes: 'saree',
    cloth: '#14635b',
    cloth2: '#1f7a70',
    studio: true,
    bg: '#dcd5cc',
    size: 400,
  },
];

/** Neutral default author avatar: a soft silhouette. */
export function authorPlaceholder() {
  const doc = new Doc(256, 256, { title: 'Author' });
  doc.add(
    `<rect width="256" height="256" fill="${doc.lin([
      [0, '#eef2f5'],
      [1, '#dde4ea'],
    ])}"/>`,
  );
  doc.add(path(P.circle(128, 104, 44), '#b7c2cd'));
  doc.add(path('M40 256C44 206 82 180 128 180C174 180 212 206 216 256Z', '#b7c2cd'));
  return doc.toString();
}
