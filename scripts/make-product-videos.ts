/**
 * Renders every product's demo and full video with Debian's ffmpeg from the scene plan in product-video.ts, into
 * public/media/products/<id>/. Run it after changing a product's name, tagline or features:
 * `npx tsx scripts/make-product-videos.ts` (needs `apt-get install ffmpeg`). The posters, one per language, are drawn
 * by the build (app/files/product-images.server.ts).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import products from "../content/products.json" with { type: "json" };
import { productsSchema } from "../app/content/schemas";
import { productMedia, VIDEO_SIZE } from "../app/site/product-media";
import { COUNTER, videoScenes, type Scene, type VideoKind } from "./product-video";

const { width: WIDTH, height: HEIGHT } = VIDEO_SIZE;
const FONT_BOLD = path.resolve("node_modules/pretendard/dist/public/static/Pretendard-Bold.otf");
const FONT_REGULAR = path.resolve("node_modules/pretendard/dist/public/static/Pretendard-Regular.otf");
const MAX_BYTES = 1024 * 1024;

function wrap(text: string, width: number): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join("\n");
}

function filters(scenes: Scene[], work: string, productName: string): string {
  const total = scenes.at(-1)!.end;
  const parts = [
    `drawbox=x=64:y=72:w=96:h=8:color=0xF2C94C:t=fill`,
    `drawbox=x=0:y=${HEIGHT - 10}:w='${WIDTH}*t/${total}':h=10:color=0x1F6FEB:t=fill`,
  ];
  scenes.forEach((scene, index) => {
    const titleFile = path.join(work, `title-${index}.txt`);
    const textFile = path.join(work, `text-${index}.txt`);
    writeFileSync(titleFile, wrap(scene.slide.title, 30));
    writeFileSync(textFile, wrap(scene.slide.text, 52));
    const enable = `enable='between(t,${scene.start},${scene.end})'`;
    const alpha = `alpha='min(1,(t-${scene.start})*3)'`;
    parts.push(
      `drawtext=fontfile=${FONT_BOLD}:textfile=${titleFile}:fontcolor=white:fontsize=48:line_spacing=10:x=64:y=112:${enable}:${alpha}`,
      `drawtext=fontfile=${FONT_REGULAR}:textfile=${textFile}:fontcolor=0xDDE5F5:fontsize=28:line_spacing=12:x=64:y=250:${enable}:${alpha}`,
      `drawtext=fontfile=${FONT_BOLD}:text='${productName}  ${String(index + 1).padStart(2, "0")}/${String(scenes.length).padStart(2, "0")}':fontcolor=0xF2C94C:fontsize=${COUNTER.fontSize}:x=w-tw-64:y=${COUNTER.top}:${enable}`,
    );
  });
  return parts.join(",");
}

for (const product of productsSchema.parse(products)) {
  const media = productMedia(product.id);
  const outDir = path.join("public", path.dirname(media.video("demo")));
  mkdirSync(outDir, { recursive: true });
  for (const kind of ["demo", "full"] satisfies VideoKind[]) {
    const scenes = videoScenes(product, kind);
    const work = mkdtempSync(path.join(tmpdir(), "video-"));
    const output = path.join("public", media.video(kind));
    execFileSync("ffmpeg", [
      "-y", "-loglevel", "error",
      "-f", "lavfi", "-i", `color=c=0x0A1F44:s=${WIDTH}x${HEIGHT}:r=24:d=${scenes.at(-1)!.end}`,
      "-vf", filters(scenes, work, product.name),
      "-c:v", "libx264", "-preset", "slow", "-crf", "30", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-an",
      output,
    ]);
    rmSync(work, { recursive: true, force: true });
    const bytes = statSync(output).size;
    if (bytes > MAX_BYTES) throw new Error(`${output} is ${bytes} bytes, over 1 MB`);
    console.log(`${output}: ${(bytes / 1024).toFixed(0)} KB, ${scenes.at(-1)!.end} s`);
  }
}
