//! `report.svg` and `report.png`: small multiples, one panel per curve, each row of the
//! report a group of three bars (pure Wasm, host path, native) on one logarithmic time axis
//! shared by every panel, with the host path's speed-up over pure Wasm written beside it.
//! Panels fill two columns of equal width, balanced by row count.
//!
//! Text is laid out with DejaVu Sans, compiled in (assets/DejaVuSans.ttf, licence beside
//! it): the PNG is drawn with it, so it looks the same on a machine without fonts; the SVG
//! names `sans-serif` and leaves the glyphs to the viewer.

use super::{machine::Machine, rows::Row};
use anyhow::anyhow;
use plotters::{coord::Shift, prelude::*};
use std::sync::OnceLock;

/// Width of the picture, px.
const WIDTH: u32 = 1400;
/// Height of the title and legend, px.
const HEADER: u32 = 64;
/// Height of one row (three bars and a gap), px.
const ROW: u32 = 16;
/// Height of a panel's caption, axis and margins, px.
const PANEL_CHROME: u32 = 60;
/// Width of a panel's row labels, px.
const LABELS: u32 = 150;

const WASM: RGBColor = RGBColor(230, 159, 0);
const HOST: RGBColor = RGBColor(0, 114, 178);
const NATIVE: RGBColor = RGBColor(0, 158, 115);

/// The font, registered with plotters once per process (the outcome kept for every call).
fn register_font() -> anyhow::Result<()> {
	static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();
	REGISTERED
		.get_or_init(|| {
			let font: &'static [u8] = include_bytes!("../../assets/DejaVuSans.ttf");
			plotters::style::register_font("sans-serif", FontStyle::Normal, font)
				.map_err(|_| "the compiled-in DejaVu Sans is not a valid font".to_string())
		})
		.clone()
		.map_err(|e| anyhow!(e))
}

/// One panel: a curve and its rows in report order.
type Panel<'a> = (&'static str, Vec<&'a Row>);

/// The panels in two columns: curves in report order, each to the column with fewer rows so
/// far.
fn layout(rows: &[Row]) -> [Vec<Panel<'_>>; 2] {
	let mut panels: Vec<Panel> = Vec::new();
	for r in rows {
		match panels.iter_mut().find(|(curve, _)| *curve == r.curve) {
			Some((_, list)) => list.push(r),
			None => panels.push((r.curve, vec![r])),
		}
	}
	let mut columns: [Vec<Panel>; 2] = [Vec::new(), Vec::new()];
	for panel in panels {
		let height = |c: &Vec<Panel>| c.iter().map(|(_, r)| r.len()).sum::<usize>();
		let shorter = usize::from(height(&columns[1]) < height(&columns[0]));
		columns[shorter].push(panel);
	}
	columns
}

fn panel_height(rows: usize) -> u32 {
	PANEL_CHROME + ROW * rows as u32
}

/// The picture's size for `rows`, px.
fn size(rows: &[Row]) -> (u32, u32) {
	let tallest = layout(rows)
		.iter()
		.map(|column| {
			column
				.iter()
				.map(|(_, r)| panel_height(r.len()))
				.sum::<u32>()
		})
		.max()
		.unwrap_or(0);
	(WIDTH, HEADER + tallest.max(ROW))
}

/// The time axis shared by every panel, µs: from the decade below the fastest sample to
/// four times the slowest.
fn time_range(rows: &[Row]) -> (f64, f64) {
	let lo = rows
		.iter()
		.flat_map(|r| [r.wasm_us, r.host_us, r.native_us])
		.filter(|v| *v > 0.0)
		.fold(f64::INFINITY, f64::min);
	let hi = rows
		.iter()
		.flat_map(|r| [r.wasm_us, r.host_us, r.native_us])
		.fold(0.0, f64::max);
	if !lo.is_finite() || hi <= 0.0 {
		return (0.1, 10.0);
	}
	// The decade strictly below the fastest sample, so that its bar has a length; room on
	// the right for the speed-up beside the longest bar.
	(10f64.powf((lo.log10() - 1e-9).floor()), hi * 4.0)
}

/// `1 µs`, `10 ms`, `1 s`: a time in µs on the axis (three decimals at most, so that a tick
/// computed as `0.1 · 3` reads 0.3).
fn format_us(us: f64) -> String {
	let (value, unit) = match us {
		u if u >= 1e6 => (u / 1e6, "s"),
		u if u >= 1e3 => (u / 1e3, "ms"),
		u => (u, "µs"),
	};
	format!("{} {unit}", (value * 1000.0).round() / 1000.0)
}

fn err<E: std::fmt::Debug>(e: E) -> anyhow::Error {
	anyhow!("drawing the chart: {e:?}")
}

/// Draws the whole picture on `root`.
fn draw<DB: DrawingBackend>(
	root: &DrawingArea<DB, Shift>,
	machine: &Machine,
	rows: &[Row],
) -> anyhow::Result<()> {
	register_font()?;
	root.fill(&WHITE).map_err(err)?;
	let (header, body) = root.split_vertically(HEADER);
	draw_header(&header, machine)?;
	let range = time_range(rows);
	let halves = body.split_evenly((1, 2));
	for (column, area) in layout(rows).iter().zip(&halves) {
		let breaks: Vec<u32> = column
			.iter()
			.scan(0, |top, (_, r)| {
				*top += panel_height(r.len());
				Some(*top)
			})
			.collect();
		let areas = area.split_by_breakpoints::<u32, u32, _, _>([], breaks);
		for ((curve, list), panel) in column.iter().zip(&areas) {
			draw_panel(panel, curve, list, range)?;
		}
	}
	root.present().map_err(err)
}

/// The title and the legend.
fn draw_header<DB: DrawingBackend>(
	area: &DrawingArea<DB, Shift>,
	machine: &Machine,
) -> anyhow::Result<()> {
	let title = format!(
		"hostcurves: pure Wasm vs host path vs native, µs on a log scale ({}, {} cores, {})",
		machine.cpu,
		machine.cores,
		machine.date.get(..10).unwrap_or(&machine.date)
	);
	area.draw(&Text::new(title, (12, 8), ("sans-serif", 18).into_font()))
		.map_err(err)?;
	let legend = [
		(WASM, "pure Wasm (arkworks in the runtime)"),
		(HOST, "host path (hostcurves' host functions)"),
		(NATIVE, "native (the same kernels, no boundary)"),
	];
	let mut x = 12;
	for (color, text) in legend {
		area.draw(&Rectangle::new([(x, 38), (x + 14, 50)], color.filled()))
			.map_err(err)?;
		area.draw(&Text::new(
			text,
			(x + 20, 37),
			("sans-serif", 13).into_font(),
		))
		.map_err(err)?;
		x += 320;
	}
	area.draw(&Text::new(
		"×: speed-up of the host path over pure Wasm",
		(x, 37),
		("sans-serif", 13).into_font(),
	))
	.map_err(err)?;
	Ok(())
}

/// One curve's panel: per row, bars for pure Wasm, host and native, top to bottom.
fn draw_panel<DB: DrawingBackend>(
	area: &DrawingArea<DB, Shift>,
	curve: &str,
	rows: &[&Row],
	(lo, hi): (f64, f64),
) -> anyhow::Result<()> {
	let n = rows.len();
	// Four segments per row, from the bottom: gap, native, host, pure Wasm; rows run top down.
	let group = |i: usize| 4 * (n - 1 - i);
	let labels: Vec<String> = rows.iter().map(|r| format!("{} n={}", r.op, r.n)).collect();
	let mut chart = ChartBuilder::on(area)
		.caption(curve, ("sans-serif", 15))
		.margin(6)
		.margin_right(16)
		.x_label_area_size(22)
		.y_label_area_size(LABELS)
		.set_label_area_size(LabelAreaPosition::Top, 0)
		.build_cartesian_2d((lo..hi).log_scale(), (0..4 * n).into_segmented())
		.map_err(err)?;
	chart
		.configure_mesh()
		.disable_y_mesh()
		.y_labels(4 * n + 1)
		.y_label_formatter(&|v| match v {
			SegmentValue::CenterOf(j) if j % 4 == 2 => {
				labels.get(n - 1 - j / 4).cloned().unwrap_or_default()
			}
			_ => String::new(),
		})
		.x_label_formatter(&|v| format_us(*v))
		.label_style(("sans-serif", 11))
		.bold_line_style(BLACK.mix(0.12))
		.light_line_style(TRANSPARENT)
		.set_tick_mark_size(LabelAreaPosition::Left, 0)
		.draw()
		.map_err(err)?;
	let bar = |segment: usize, value: f64, color: RGBColor| {
		Rectangle::new(
			[
				(lo, SegmentValue::Exact(segment)),
				(value.max(lo), SegmentValue::Exact(segment + 1)),
			],
			color.filled(),
		)
	};
	chart
		.draw_series(rows.iter().enumerate().flat_map(|(i, r)| {
			let g = group(i);
			[
				bar(g + 3, r.wasm_us, WASM),
				bar(g + 2, r.host_us, HOST),
				bar(g + 1, r.native_us, NATIVE),
			]
		}))
		.map_err(err)?;
	chart
		.draw_series(rows.iter().enumerate().map(|(i, r)| {
			Text::new(
				format!("{:.1}×", r.speedup),
				(
					r.wasm_us.max(r.host_us).max(r.native_us) * 1.15,
					SegmentValue::Exact(group(i) + 4),
				),
				("sans-serif", 11).into_font().color(&BLACK.mix(0.7)),
			)
		}))
		.map_err(err)?;
	Ok(())
}

/// The chart as SVG.
pub fn svg(machine: &Machine, rows: &[Row]) -> anyhow::Result<Vec<u8>> {
	let mut svg = String::new();
	{
		let root = SVGBackend::with_string(&mut svg, size(rows)).into_drawing_area();
		draw(&root, machine, rows)?;
	}
	Ok(svg.into_bytes())
}

/// The chart as PNG (8-bit RGB).
pub fn png(machine: &Machine, rows: &[Row]) -> anyhow::Result<Vec<u8>> {
	let (width, height) = size(rows);
	let mut pixels = vec![0u8; width as usize * height as usize * 3];
	{
		let root = BitMapBackend::with_buffer(&mut pixels, (width, height)).into_drawing_area();
		draw(&root, machine, rows)?;
	}
	let mut out = Vec::new();
	let mut encoder = png::Encoder::new(&mut out, width, height);
	encoder.set_color(png::ColorType::Rgb);
	encoder.set_depth(png::BitDepth::Eight);
	let mut writer = encoder.write_header()?;
	writer.write_image_data(&pixels)?;
	writer.finish()?;
	Ok(out)
}

#[cfg(test)]
mod tests {
	use super::*;

	fn row(curve: &'static str, op: &'static str, wasm_us: f64) -> Row {
		Row {
			curve,
			op,
			n: 1,
			wasm_us,
			host_us: wasm_us / 10.0,
			native_us: wasm_us / 11.0,
			speedup: 10.0,
			host_over_native: 1.1,
			wasm_median_us: wasm_us,
			host_median_us: wasm_us / 10.0,
			native_median_us: wasm_us / 11.0,
			wasm_samples: 2,
			host_samples: 2,
			native_samples: 2,
			wasm_gap: None,
			host_gap: None,
			native_gap: None,
			wasm_weight_us: 0.0,
			host_weight_us: 0.0,
			wasm_extrinsic_us: None,
			host_extrinsic_us: None,
			evm_gas: None,
		}
	}

	fn machine() -> Machine {
		Machine {
			cpu: "test CPU".into(),
			cores: 2,
			date: "2026-12-01T00:00:00Z".into(),
			version: "0",
			command: String::new(),
			commit: "0",
			rustc: "rustc",
			wasmtime: "0",
		}
	}

	fn rows() -> Vec<Row> {
		let mut rows = vec![];
		rows.extend((0..5).map(|_| row("bls12_381", "pairing", 5000.0)));
		rows.extend((0..3).map(|_| row("bn254", "msm_g1", 20.0)));
		rows.extend((0..3).map(|_| row("bw6_761", "msm_g2", 1_000_000.0)));
		rows
	}

	#[test]
	fn panels_balance_two_columns_in_report_order() {
		let rows = rows();
		let [left, right] = layout(&rows);
		let names = |c: &Vec<Panel>| {
			c.iter()
				.map(|(curve, r)| (*curve, r.len()))
				.collect::<Vec<_>>()
		};
		assert_eq!(names(&left), vec![("bls12_381", 5)]);
		assert_eq!(names(&right), vec![("bn254", 3), ("bw6_761", 3)]);
		assert_eq!(size(&rows), (WIDTH, HEADER + 2 * PANEL_CHROME + 6 * ROW));
	}

	#[test]
	fn the_time_axis_spans_every_sample_with_room_for_the_speed_up() {
		// Fastest 20/11 µs, slowest 1 s: from 1 µs to 4 s.
		assert_eq!(time_range(&rows()), (1.0, 4e6));
		assert_eq!(format_us(1e7), "10 s");
		assert_eq!(format_us(100.0), "100 µs");
		assert_eq!(format_us(1e4), "10 ms");
		assert_eq!(format_us(0.1 * 3.0), "0.3 µs");
		// A fastest sample on a power of ten still gets a bar: the axis starts a decade below.
		// (native 110 / 11 = 10 µs exactly).
		assert_eq!(time_range(&[row("bn254", "msm_g1", 110.0)]), (1.0, 440.0));
	}

	#[test]
	fn both_pictures_have_every_panel() {
		let rows = rows();
		let svg = String::from_utf8(svg(&machine(), &rows).unwrap()).unwrap();
		for curve in ["bls12_381", "bn254", "bw6_761", "pairing n=1", "10.0×"] {
			assert!(svg.contains(curve), "{curve} missing from the SVG");
		}
		let png = png(&machine(), &rows).unwrap();
		assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
		// IHDR: width and height, big-endian, after the chunk's length and type.
		let (w, h) = size(&rows);
		assert_eq!(&png[16..20], &w.to_be_bytes());
		assert_eq!(&png[20..24], &h.to_be_bytes());
	}
}
