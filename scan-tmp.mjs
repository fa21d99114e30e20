import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
function walk(d){return readdirSync(d).flatMap(n=>{const f=path.join(d,n);if(statSync(f).isDirectory())return ['_next'].includes(n)?[]:walk(f);return [f]})}
function strings(v,acc=[]){ if(typeof v==='string')acc.push(v); else if(Array.isArray(v))v.forEach(x=>strings(x,acc)); else if(v&&typeof v==='object')Object.values(v).forEach(x=>strings(x,acc)); return acc;}
const lang=process.argv[2];
const en=new Set(), tr=new Set();
for(const f of walk('content')){ if(f.startsWith(`content/vi`)||f.startsWith('content/zh'))continue; if(!f.endsWith('.yml'))continue; if(f.includes('admin.yml')||f.includes('languages.yml'))continue; strings(parse(readFileSync(f,'utf8'))).forEach(s=>en.add(s.trim()));}
for(const f of walk(`content/${lang}`)){ if(!f.endsWith('.yml'))continue; strings(parse(readFileSync(f,'utf8'))).forEach(s=>tr.add(s.trim()));}
const english=[...en].filter(s=>!tr.has(s) && /[A-Za-z]{2}/.test(s) && !s.startsWith('/') && !/^https?:/.test(s));
const hits=new Map();
for(const f of walk(`out/${lang}`).filter(f=>f.endsWith('.html'))){
  const html=readFileSync(f,'utf8');
  const text=html.replace(/<script[\s\S]*?<\/script>/g,' ').replace(/<style[\s\S]*?<\/style>/g,' ');
  const nodes=new Set([...text.matchAll(/>([^<>]+)</g)].map(m=>m[1].trim()).concat([...text.matchAll(/(?:aria-label|alt|title|placeholder|content)="([^"]*)"/g)].map(m=>m[1].trim())));
  for(const s of english){ const dec=s.replace(/&/g,'&amp;').replace(/'/g,'&#x27;').replace(/"/g,'&quot;'); if(nodes.has(s)||nodes.has(dec)){ if(!hits.has(s))hits.set(s,[]); hits.get(s).push(f);} }
  // generic English words in text nodes
  for(const n of nodes){ if(/\b(the|and|of|to|your|our|with|for)\b/i.test(n) && !english.includes(n)) { const k='GENERIC: '+n.slice(0,80); if(!hits.has(k))hits.set(k,[]); hits.get(k).push(f);} }
}
for(const [s,fs] of hits) console.log(JSON.stringify(s.slice(0,100)), fs.length, fs[0]);
