/**
 * Two demo resumes: written by hand as minimal one-page PDFs (Helvetica, no embedded fonts) and as
 * HTML pages that render-media.mjs turns into "scanned" PNGs.
 */

export const RESUMES = [
  {
    name: 'Ananya Mishra',
    title: 'Senior Sales Executive - Residential Real Estate',
    contact: 'Bhubaneswar, Odisha  |  +91 90000 11223  |  ananya.mishra@example.com',
    summary: [
      'Sales professional with 7 years in residential projects across Bhubaneswar and Cuttack.',
      'Known for patient site visits, clear paperwork and long-term client relationships.',
    ],
    experience: [
      [
        'Senior Sales Executive',
        'Riverfront Homes, Bhubaneswar',
        '2021 - present',
        [
          'Closed 140+ apartment and plot sales worth Rs. 95 crore.',
          'Led weekend site visits and a team of four executives.',
        ],
      ],
      [
        'Sales Executive',
        'Green Acre Developers, Cuttack',
        '2018 - 2021',
        [
          'Handled enquiries, bookings and loan coordination with banks.',
          'Built a referral programme that brought 30% of new leads.',
        ],
      ],
      [
        'Customer Relations Associate',
        'Utkal Realty Services',
        '2016 - 2018',
        ['Managed documentation, registrations and handover schedules.'],
      ],
    ],
    education: [
      ['MBA (Marketing)', 'Utkal University', '2016'],
      ['B.Com', 'Ravenshaw University', '2014'],
    ],
    skills:
      'Client advisory, negotiation, CRM, home-loan process, RERA documentation, Odia / Hindi / English',
  },
  {
    name: 'Rakesh Pattnaik',
    title: 'Site Engineer (Civil)',
    contact: 'Patia, Bhubaneswar  |  +91 90000 44556  |  rakesh.pattnaik@example.com',
    summary: [
      'Civil engineer with 5 years of site execution on G+12 towers and duplex villa projects.',
      'Focused on quality checks, safe sites and on-time handover.',
    ],
    experience: [
      [
        'Site Engineer',
        'Kalinga Infra Projects, Bhubaneswar',
        '2022 - present',
        [
          'Supervised RCC work for two 14-floor residential towers.',
          'Cut material wastage by 8% with weekly reconciliation.',
        ],
      ],
      [
        'Junior Engineer',
        'Konark Builders, Puri',
        '2019 - 2022',
        [
          'Executed 36 duplex villas: layout, footing, brickwork, finishing.',
          'Prepared daily progress reports and bar-bending schedules.',
        ],
      ],
    ],
    education: [
      ['B.Tech (Civil Engineering)', 'CET Bhubaneswar', '2019'],
      ['Diploma in AutoCAD & Revit', 'CTTC Bhubaneswar', '2018'],
    ],
    skills: 'AutoCAD, Revit, MS Project, quantity surveying, quality control, site safety, labour management',
  },
];

const esc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** Answers the bytes of a valid one-page A4 PDF for resume `cv`. */
export function resumePdf(cv) {
  const ops = [];
  const text = (x, y, size, str, bold = false, rgb = '0.075 0.129 0.227') => {
    ops.push(`BT ${rgb} rg /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${esc(str)}) Tj ET`);
  };
  // header band
  ops.push('0.122 0.478 0.439 rg 0 742 595 100 re f');
  ops.push('0.769 0.373 0.153 rg 0 738 595 4 re f');
  text(48, 800, 26, cv.name, true, '1 1 1');
  text(48, 778, 12, cv.title, false, '0.87 0.94 0.93');
  text(48, 756, 9.5, cv.contact, false, '0.87 0.94 0.93');
  let y = 706;
  const section = (label) => {
    text(48, y, 11, label.toUpperCase(), true, '0.122 0.478 0.439');
    ops.push(`0.85 0.87 0.9 rg 48 ${y - 7} 499 0.8 re f`);
    y -= 24;
  };
  section('Profile');
  for (const line of cv.summary) {
    text(48, y, 10.5, line);
    y -= 15;
  }
  y -= 12;
  section('Experience');
  for (const [role, org, when, points] of cv.experience) {
    text(48, y, 11, role, true);
    text(440, y, 10, when, false, '0.365 0.42 0.51');
    y -= 14;
    text(48, y, 10, org, false, '0.365 0.42 0.51');
    y -= 16;
    for (const pt of points) {
      ops.push(`0.769 0.373 0.153 rg 52 ${y + 3} 3 3 re f`);
      text(62, y, 10, pt);
      y -= 14;
    }
    y -= 10;
  }
  y -= 4;
  section('Education');
  for (const [deg, school, yr] of cv.education) {
    text(48, y, 10.5, deg, true);
    text(260, y, 10.5, school);
    text(500, y, 10, yr, false, '0.365 0.42 0.51');
    y -= 16;
  }
  y -= 12;
  section('Skills');
  text(48, y, 10, cv.skills);
  text(48, 40, 8, 'Demo resume for Kalinga Habitats. All details are fictional.', false, '0.55 0.58 0.65');
  const stream = ops.join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info << /Title (${esc(cv.name)} - Resume) /Producer (Kalinga Habitats demo) >> >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** HTML page of a resume, styled like a printed sheet lying on a scanner bed. */
export function resumeHtml(cv, tilt = 0) {
  const exp = cv.experience
    .map(
      ([role, org, when, pts]) =>
        `<div class="job"><div class="row"><b>${role}</b><span>${when}</span></div><div class="org">${org}</div><ul>${pts.map((p) => `<li>${p}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const edu = cv.education
    .map(([d, s, y]) => `<div class="row"><span><b>${d}</b> · ${s}</span><span>${y}</span></div>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;width:900px;height:1200px;background:#d9d7d2;overflow:hidden}
.sheet{position:absolute;left:55px;top:50px;width:790px;height:1100px;background:#fffefb;transform:rotate(${tilt}deg);
box-shadow:0 2px 6px rgba(0,0,0,.18),0 18px 40px -18px rgba(0,0,0,.35);font:15px/1.45 "DejaVu Sans",Helvetica,Arial,sans-serif;color:#1f2937}
header{background:#1f7a70;color:#fff;padding:34px 48px 24px;border-bottom:5px solid #c45f27}
h1{margin:0;font-size:36px;letter-spacing:.3px}
.t{font-size:17px;opacity:.92;margin-top:4px}.c{font-size:13px;opacity:.85;margin-top:10px}
main{padding:26px 48px}
h2{font-size:14px;letter-spacing:2px;color:#1f7a70;margin:22px 0 10px;border-bottom:1px solid #dfe3e8;padding-bottom:6px}
.row{display:flex;justify-content:space-between;gap:16px}.row span{color:#5d6b82}
.org{color:#5d6b82;font-size:14px}.job{margin-bottom:14px}ul{margin:6px 0 0;padding-left:20px}li{margin:2px 0}
li::marker{color:#c45f27}footer{position:absolute;bottom:24px;left:48px;font-size:11px;color:#9aa3b2}
.stamp{position:absolute;right:46px;bottom:60px;width:96px;height:96px;border:3px solid rgba(196,95,39,.55);border-radius:50%;color:rgba(196,95,39,.7);
display:flex;align-items:center;justify-content:center;text-align:center;font:bold 12px/1.2 sans-serif;transform:rotate(-14deg)}
</style></head><body><div class="sheet"><header><h1>${cv.name}</h1><div class="t">${cv.title}</div><div class="c">${cv.contact}</div></header>
<main><h2>PROFILE</h2><div>${cv.summary.join(' ')}</div><h2>EXPERIENCE</h2>${exp}<h2>EDUCATION</h2>${edu}<h2>SKILLS</h2><div>${cv.skills}</div></main>
<div class="stamp">RECEIVED<br>KALINGA<br>HABITATS</div><footer>Demo resume for Kalinga Habitats. All details are fictional.</footer></div></body></html>`;
}
