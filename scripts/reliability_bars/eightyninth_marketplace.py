"""Issue 45's eighty-ninth bar of scripts/reliability_matrix.py, an online handmade-goods marketplace's seller-success
team and its category merchandisers, ranking shops' listings per category, week and campaign from sales, favourites,
reviews and the merchandisers' picks (its cases, ids ``u89a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each category week or campaign (``category:home-living/ceramics/2026-w41``, the category path, then
the ISO week; ``week:2026-w41/jewelry``; ``campaign:2026/holiday-gift-guide/under-50``) is a query and each listing a
document (``listing:home-living/ceramics/1487203396``, the category path, then Etsy's listing id); the runs are the
sales velocity, the favourites, the review scores and the merchandisers' picks, turned to scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, the merchandisers' picks weighted highest (a campaign page is
theirs to curate), and judged against the campaign jury's votes (2 featured, 1 shortlisted, 0 otherwise).  The
mistakes and odd files: the field's own files given where runs or qrels are read (Etsy's sold orders and listings
CSV downloads, an Etsy Open API v3 listings answer (JSON), Shopify's products export (CSV), a Google Merchant Center
product feed (RSS 2.0, XML), an Amazon Business Report (CSV), product photos (JPEG, WebP, binary), the merchandisers'
pick list, the seller-success team's shop scorecard and the jury's vote tally as the team types them), and outputs
named for the field's files (a .jpg and a .webp product photo, a .png banner, a Merchant Center feed .xml).
(Checked: Etsy's sold orders download (EtsySoldOrders<year>-<month>.csv; Sale Date as MM/DD/YY, Order ID, Buyer User
ID, Full Name, ... Adjusted Net Order Amount, Buyer, Order Type, Payment Type, InPerson Discount, InPerson Location,
SKU) from several importers' fixtures that agree on the order, older downloads ending at Payment Type; the listings
download (EtsyListingsDownload.csv: TITLE, DESCRIPTION, PRICE, CURRENCY_CODE, QUANTITY, TAGS, MATERIALS, IMAGE1 to
IMAGE10, VARIATION 1..2 TYPE/NAME/VALUES, SKU) from importers reading it (the third variation's columns seen in one
only, left out); Etsy Open API v3's /v3/application/shops/{shop_id}/listings/active answer ({"count", "results"}, a
listing's listing_id, user_id, shop_id, title, ..., num_favorers, ..., price as {amount, divisor, currency_code},
views) from API clients' documented responses, the values illustrative; Shopify's products export
(products_export_1.csv: Handle, Title, Body (HTML), Vendor, Product Category, Type, Tags, Published, Option1..3
Name/Value/Linked To, Variant SKU, ..., SEO Description, a category metafield's column, Variant Image, ..., Cost per
item, Status) from a store's saved export header; Google Merchant Center's RSS 2.0 feed (rss version 2.0 with
xmlns:g="http://base.google.com/ns/1.0", channel title/link/description, items of g:id, g:title, g:description,
g:link, g:image_link, g:condition, g:availability, g:price as '28.00 USD') from Google's RSS 2.0 specification page;
Amazon's Detail Page Sales and Traffic By Child Item report (BusinessReport-M-DD-YY.csv, a BOM, then (Parent) ASIN,
(Child) ASIN, Title, SKU, Sessions - Total, ... Total Order Items - B2B) from importers' real-header fixtures.  JPEG's
SOI, JFIF APP0, DQT and SOF0 segments and WebP's RIFF/WEBP/'VP8 ' chunk with its key frame header (start code 9D 01
2A, 14-bit width and height) are from the JPEG/JFIF and WebP container specifications as known, not re-checked byte
by byte here.  Left out, as they could not be checked: Etsy's shop stats and Etsy Ads exports, the reviews download,
Etsy's payments CSV, Shopify's analytics exports, Pinterest's catalog feed; the pick list, the scorecard and the vote
tally are typed here as the team writes them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYNINTH_MARKETPLACE = ("45 Unseen inputs: an eighty-ninth bar, a handmade-goods marketplace's seller-success team "
                           "and category merchandisers ranking listings per category, week and campaign from sales, "
                           "favourites, reviews and the merchandisers' picks (Etsy's sold orders and listings CSVs, "
                           "Etsy's Open API v3 JSON, Shopify's products export, a Merchant Center RSS feed, an Amazon "
                           "Business Report, JPEG and WebP photos, pick lists, shop scorecards and vote tallies as "
                           "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['sales_velocity', 'favourites', 'review_scores', 'merch_picks'],
    items=['listing:home-living/ceramics/1487203396', 'listing:home-living/ceramics/1523871044',
           'listing:jewelry/rings/1623004187', 'listing:jewelry/necklaces/1398820561',
           'listing:paper-party/cards/1702213958', 'listing:paper-party/cards/1655093820',
           'listing:bath-beauty/soaps/1589934217', 'listing:home-living/candles/1741128305'],
    queries=['category:home-living/ceramics/2026-w41', 'week:2026-w41/jewelry',
             'campaign:2026/holiday-gift-guide/under-50', 'campaign:2026/mothers-day/handmade-picks',
             'category:paper-party/cards/2026-w42', 'week:2026-w42/bath-beauty'],
    suffix='/late-picks', generator='marketplace_signals', judgements='jury_votes'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "marketplace_signals", "category_rankings.run")

_RECS3 = ["sales_velocity", "favourites", "review_scores"]
_OUT = ("category_rankings.run",)
_ONE_RUN = ("category:home-living/ceramics/2026-w41 Q0 listing:home-living/ceramics/1487203396 1 0.9184 "
            "sales_velocity\n"
            "category:home-living/ceramics/2026-w41 Q0 listing:home-living/ceramics/1523871044 2 0.8731 "
            "sales_velocity\n")


def _csv(*rows: list[str]) -> str:
    return "".join(",".join(row) + "\n" for row in rows)


# the team's files, as Etsy, Shopify, Google, Amazon, the cameras and the team write them
# Etsy's sold orders download (Shop Manager > Settings > Options > Download Data > Orders): a row per order, dates as
# MM/DD/YY, the buyers' names and addresses illustrative
_ETSY_ORDERS_HEAD = ["Sale Date", "Order ID", "Buyer User ID", "Full Name", "First Name", "Last Name",
                     "Number of Items", "Payment Method", "Date Shipped", "Street 1", "Street 2", "Ship City",
                     "Ship State", "Ship Zipcode", "Ship Country", "Currency", "Order Value", "Coupon Code",
                     "Coupon Details", "Discount Amount", "Shipping Discount", "Shipping", "Sales Tax", "Order Total",
                     "Status", "Card Processing Fees", "Order Net", "Adjusted Order Total",
                     "Adjusted Card Processing Fees", "Adjusted Net Order Amount", "Buyer", "Order Type",
                     "Payment Type", "InPerson Discount", "InPerson Location", "SKU"]
_ETSY_ORDERS_CSV = _csv(
    _ETSY_ORDERS_HEAD,
    ["10/06/26", "3412987705", "ab12cd", "Maren Holt", "Maren", "Holt", "2", "Credit Card", "10/08/26", "14 Birch Row",
     "", "Portland", "OR", "97205", "United States", "USD", "56.00", "", "", "0.00", "0.00", "6.50", "4.48", "66.98",
     "Completed", "2.13", "64.85", "66.98", "2.13", "64.85", "marenholt", "online", "online_cc", "", "", "MUG-SPK-12"],
    ["10/07/26", "3413550128", "ef34gh", "Luca Ferri", "Luca", "Ferri", "1", "PayPal", "10/09/26", "Via Roma 8", "",
     "Torino", "TO", "10121", "Italy", "USD", "42.00", "AUTUMN10", "10% off", "4.20", "0.00", "12.00", "0.00", "49.80",
     "Completed", "1.79", "48.01", "49.80", "1.79", "48.01", "lucaferri", "online", "paypal", "", "", "RING-OPL-07"])
_ETSY_ORDERS_NAME = "EtsySoldOrders2026-10.csv"

# Etsy's listings download (Download Data > Currently for Sale Listings): a row per active listing, the images'
# columns as Etsy's CDN addresses
_ETSY_LISTINGS_HEAD = (["TITLE", "DESCRIPTION", "PRICE", "CURRENCY_CODE", "QUANTITY", "TAGS", "MATERIALS"]
                       + [f"IMAGE{i}" for i in range(1, 11)]
                       + [f"VARIATION {v} {k}" for v in (1, 2) for k in ("TYPE", "NAME", "VALUES")] + ["SKU"])
_ETSY_LISTINGS_CSV = _csv(
    _ETSY_LISTINGS_HEAD,
    ['"Speckled Stoneware Mug, Handmade Pottery Coffee Cup"', '"Wheel-thrown in small batches, 12 oz."', "28.00",
     "USD", "14", '"pottery mug,stoneware,coffee cup"', '"stoneware,glaze"',
     "https://i.etsystatic.com/28461337/r/il/6b1e2a/5210998371/il_fullxfull.5210998371_k3q9.jpg"] + [""] * 9
    + ["Colour", "Colour", '"Oat,Moss"', "", "", "", "MUG-SPK-12"],
    ['"Opal Stacking Ring, Sterling Silver"', '"A 2 mm band set with a 3 mm opal."', "42.00", "USD", "6",
     '"opal ring,stacking ring,silver ring"', '"sterling silver,opal"',
     "https://i.etsystatic.com/19027754/r/il/a04c7d/4876210935/il_fullxfull.4876210935_p8sd.jpg"] + [""] * 9
    + ["Size", "Ring size", '"6,7,8"', "", "", "", "RING-OPL-07"])
_ETSY_LISTINGS_NAME = "EtsyListingsDownload.csv"

# Etsy Open API v3's active listings of a shop (GET /v3/application/shops/{shop_id}/listings/active): compact,
# trimmed to a listing's best-known keys; the values illustrative
_ETSY_API = json.dumps({"count": 14, "results": [{
    "listing_id": 1487203396, "user_id": 612094873, "shop_id": 28461337,
    "title": "Speckled Stoneware Mug, Handmade Pottery Coffee Cup", "description": "Wheel-thrown in small batches.",
    "state": "active", "creation_timestamp": 1790236800, "ending_timestamp": 1800777600,
    "original_creation_timestamp": 1688169600, "last_modified_timestamp": 1790236800, "state_timestamp": 1790236800,
    "quantity": 14, "shop_section_id": 40215583, "featured_rank": 1,
    "url": "https://www.etsy.com/listing/1487203396/speckled-stoneware-mug-handmade-pottery", "num_favorers": 2317,
    "is_taxable": True, "is_customizable": False, "is_personalizable": False, "listing_type": "physical",
    "tags": ["pottery mug", "stoneware", "coffee cup"], "materials": ["stoneware", "glaze"],
    "processing_min": 1, "processing_max": 3, "who_made": "i_did", "when_made": "made_to_order", "is_supply": False,
    "price": {"amount": 2800, "divisor": 100, "currency_code": "USD"}, "taxonomy_id": 1052, "views": 18426}]},
    separators=(",", ":"))
_ETSY_API_NAME = "etsy_listings_active_28461337.json"

# Shopify's products export (Products > Export > CSV for Excel, numbers, or other spreadsheet programs): a row per
# variant, one category metafield's column as the store's category gives it
_SHOPIFY_HEAD = ["Handle", "Title", "Body (HTML)", "Vendor", "Product Category", "Type", "Tags", "Published",
                 "Option1 Name", "Option1 Value", "Option1 Linked To", "Option2 Name", "Option2 Value",
                 "Option2 Linked To", "Option3 Name", "Option3 Value", "Option3 Linked To", "Variant SKU",
                 "Variant Grams", "Variant Inventory Tracker", "Variant Inventory Policy",
                 "Variant Fulfillment Service",
                 "Variant Price", "Variant Compare At Price", "Variant Requires Shipping", "Variant Taxable",
                 "Unit Price Total Measure", "Unit Price Total Measure Unit", "Unit Price Base Measure",
                 "Unit Price Base Measure Unit", "Variant Barcode", "Image Src", "Image Position", "Image Alt Text",
                 "Gift Card", "SEO Title", "SEO Description", "Color (product.metafields.shopify.color-pattern)",
                 "Variant Image", "Variant Weight Unit", "Variant Tax Code", "Cost per item", "Status"]
_SHOPIFY_CSV = _csv(
    _SHOPIFY_HEAD,
    ["speckled-stoneware-mug", "Speckled Stoneware Mug", '"<p>Wheel-thrown in small batches, 12 oz.</p>"',
     "Kiln & Clay",
     "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs", "Mug", '"pottery, stoneware"', "true",
     "Colour", "Oat", "", "", "", "", "", "", "", "MUG-SPK-12-OAT", "420", "shopify", "deny", "manual", "28.00", "",
     "true", "true", "", "", "", "", "", "https://cdn.shopify.com/s/files/1/0612/4471/files/mug-oat.jpg?v=1790236800",
     "1", "Speckled mug in oat", "false", "", "", "beige", "", "g", "", "9.40", "active"],
    ["speckled-stoneware-mug", "", "", "", "", "", "", "", "", "Moss", "", "", "", "", "", "", "", "MUG-SPK-12-MOS",
     "420", "shopify", "deny", "manual", "28.00", "", "true", "true", "", "", "", "", "", "", "", "", "", "", "", "",
     "", "g", "", "9.40", ""])
_SHOPIFY_NAME = "products_export_1.csv"

# Google Merchant Center's product feed as RSS 2.0 (Google's namespace on the rss element; one item a listing)
_MERCHANT_RSS = ('<?xml version="1.0"?>\n'
                 '<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">\n'
                 "<channel>\n"
                 "<title>Kiln &amp; Clay</title>\n"
                 "<link>https://kilnandclay.example</link>\n"
                 "<description>Kiln &amp; Clay's products for Google Shopping</description>\n"
                 "<item>\n"
                 "<g:id>MUG-SPK-12-OAT</g:id>\n"
                 "<g:title>Speckled Stoneware Mug - Oat</g:title>\n"
                 "<g:description>Wheel-thrown in small batches, 12 oz.</g:description>\n"
                 "<g:link>https://kilnandclay.example/products/speckled-stoneware-mug</g:link>\n"
                 "<g:image_link>https://kilnandclay.example/images/mug-oat.jpg</g:image_link>\n"
                 "<g:condition>new</g:condition>\n"
                 "<g:availability>in_stock</g:availability>\n"
                 "<g:price>28.00 USD</g:price>\n"
                 "<g:brand>Kiln &amp; Clay</g:brand>\n"
                 "</item>\n"
                 "</channel>\n"
                 "</rss>\n")
_MERCHANT_NAME = "google_merchant_feed.xml"

# Amazon's Business Report (Reports > Business Reports > Detail Page Sales and Traffic By Child Item, downloaded as
# CSV): a BOM, then a row per child ASIN with its B2B columns beside the totals
_AMAZON_HEAD = ["(Parent) ASIN", "(Child) ASIN", "Title", "SKU"] + [
    c + b for c in ("Sessions - Total", "Session Percentage - Total", "Page Views - Total",
                    "Page Views Percentage - Total", "Featured Offer (Buy Box) Percentage", "Units Ordered",
                    "Unit Session Percentage", "Ordered Product Sales", "Total Order Items") for b in ("", " - B2B")]
_AMAZON_CSV = "\ufeff" + _csv(
    _AMAZON_HEAD,
    ["B0DK7QX2M4", "B0DK7R3N8P", '"Speckled Stoneware Mug, Oat"', "MUG-SPK-12-OAT", '"1,284"', "3", "4.12%", "0.01%",
     '"1,702"', "4", "4.30%", "0.01%", "100.00%", "100.00%", "61", "0", "4.75%", "0.00%", '"$1,708.00"', "$0.00", "58",
     "0"],
    ["B0DK7QX2M4", "B0DK7R9T1C", '"Speckled Stoneware Mug, Moss"', "MUG-SPK-12-MOS", "877", "1", "2.81%", "0.00%",
     '"1,115"', "1", "2.82%", "0.00%", "98.50%", "100.00%", "37", "0", "4.22%", "0.00%", '"$1,036.00"', "$0.00", "36",
     "0"])
_AMAZON_NAME = "BusinessReport-10-13-26.csv"


# a product photo as the seller's camera app saves it (JPEG/JFIF): SOI, the JFIF APP0 segment (version 1.1, 72 dpi),
# one quantisation table, the baseline frame header (2000 by 2000, three components, 4:2:0); the Huffman tables and
# the scan left out
def _photo_jpeg() -> bytes:
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00" + bytes([1, 1, 1]) + struct.pack(">HH", 72, 72) + b"\0\0"
    dqt = b"\xff\xdb" + struct.pack(">H", 67) + b"\x00" + bytes(range(2, 66))
    sof0 = (b"\xff\xc0" + struct.pack(">HBHHB", 17, 8, 2000, 2000, 3)
            + bytes([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]))
    return b"\xff\xd8" + app0 + dqt + sof0


# the same photo as a WebP (lossy, as cwebp writes it): RIFF, the file's size less eight, WEBP, the 'VP8 ' chunk and
# its size, the key frame's tag (shown, version 0, the first partition's size), start code 9D 01 2A, width and height
def _photo_webp() -> bytes:
    frame_size, first_partition = 186_412, 24_103
    tag = (0 | (0 << 1) | (1 << 4) | (first_partition << 5)).to_bytes(3, "little")
    vp8 = tag + b"\x9d\x01\x2a" + struct.pack("<HH", 2000, 2000)
    return (b"RIFF" + struct.pack("<I", 4 + 8 + frame_size) + b"WEBP" + b"VP8 " + struct.pack("<I", frame_size)
            + vp8)


_JPEG = _photo_jpeg()
_JPEG_NAME = "IMG_4817_speckled_mug.jpg"
_WEBP = _photo_webp()
_WEBP_NAME = "speckled_mug_oat_2000.webp"

# a merchandiser's pick list for a campaign page as typed: merchandiser, place, listing id, the listing's slug: four
# fields a line
_PICK_LIST = ("priya 1 1487203396 speckled-stoneware-mug\npriya 2 1623004187 opal-stacking-ring\n"
              "priya 3 1702213958 letterpress-birthday-card\npriya 4 1589934217 oat-milk-soap-bar\n")
# the seller-success team's weekly shop scorecard as typed: shop, ISO week, orders, conversion %, review average,
# score: six fields a line
_SCORECARD = ("KilnAndClay 2026-W41 148 3.2 4.9 0.91\nOpalAndOak 2026-W41 96 2.7 4.8 0.84\n"
              "PressAndPaperCo 2026-W41 211 4.1 4.7 0.88\nSudsAndSage 2026-W41 57 1.9 4.9 0.72\n")
# the campaign jury's vote tally as the secretary types it: campaign code, listing id, votes cast, for, against,
# share for: six fields a line
_VOTE_TALLY = ("HGG26-U50 1487203396 9 8 1 0.89\nHGG26-U50 1623004187 9 7 2 0.78\n"
               "HGG26-U50 1702213958 9 5 4 0.56\nHGG26-U50 1589934217 9 3 6 0.33\n")


def eightyninth_bar_marketplace_cases() -> list[Case]:
    G = EIGHTYNINTH_MARKETPLACE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="marketplace_signals", judgements="jury_votes", runs=_RECS3,
        stem="category_rankings", outputs=_OUT, item="listing", rounded="review_scores",
        weights="{'sales_velocity': 1.0, 'favourites': 0.5, 'review_scores': 1.0, 'merch_picks': 2.0}",
        lone_query="R['merch_picks']['campaign:2026/editors-picks/small-batch'] = "
                   "{'listing:home-living/candles/1741128305': 0.9, 'listing:jewelry/rings/1623004187': 0.4}\n",
        trust="sales_velocity 2\nfavourites 1\nreview_scores 1\n",
        trust_dict="{'sales_velocity': 2, 'favourites': 1, 'review_scores': 1}",
        texts={
            "rrf": ("u89a_rrf_marketplace_signals",
                    "rankagg.fuse({signal: {category week or campaign: {listing: score}}}, method='rrf'): sales "
                    "velocity, favourites, review scores and the merchandisers' picks, six rankings "
                    "('week:2026-w41/jewelry'), listings as 'listing:home-living/ceramics/1487203396'"),
            "borda": ("u89a_borda_listing_without_reviews_yet",
                      "rankagg.fuse(..., method='borda'): new listings with no reviews yet and some no sale this "
                      "week, so some signals have no score for them"),
            "combsum": ("u89a_combsum_rounded_review_stars",
                        "rankagg.fuse(..., method='combsum'): the review scores as star averages at one decimal "
                        "(many ties at 4.8 and 4.9), beside sales velocity and favourites"),
            "fuser": ("u89a_weighted_fuser_merch_picks",
                      "rankagg.Fuser('rrf', weights=...) per category week and campaign: the merchandisers' picks "
                      "count 2, as a campaign page is theirs to curate"),
            "frame": ("u89a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the seller-success team's "
                      "sheet, a row per campaign, listing and signal"),
            "evaluate": ("u89a_evaluate_jury_votes",
                         "rankagg.evaluate(fused ranking, the campaign jury's votes, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the featured listings first"),
            "lone": ("u89a_editors_picks_only_merch_picks",
                     "rankagg.fuse(..., method='rrf'): the editors' small-batch page, which only the merchandisers' "
                     "picks cover, beside categories every signal covers"),
            "cli_rrf": ("u89a_cli_rrf_runs",
                        "rankagg fuse sales_velocity.run favourites.run review_scores.run --method rrf -o "
                        "category_rankings.run: one run per signal, category weeks and campaigns as queries"),
            "cli_borda": ("u89a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: sales velocity "
                          "counts double)"),
            "cli_combsum": ("u89a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four listings a campaign banner "
                            "shows"),
            "cli_evaluate": ("u89a_cli_evaluate_jury_votes_qrels",
                             "rankagg evaluate category_rankings.run --qrels jury_votes.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the campaign jury's votes (0-2)"),
            "cli_parquet": ("u89a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o category_rankings.parquet: gzipped runs from the "
                            "team's nightly job, a Parquet table for the merchandisers' notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u89a_etsy_sold_orders_csv_as_run", "Etsy's sold orders download (Sale Date, Order ID, Buyer User ID, ... "
         "Order Total, Status, ... SKU)", _ETSY_ORDERS_NAME, _ETSY_ORDERS_CSV, "Etsy",
         named_at(_ETSY_ORDERS_NAME, _ETSY_ORDERS_CSV)),
        ("u89a_etsy_api_listings_json_as_run", "Etsy Open API v3's active listings answer (count, results: listing_id, "
         "shop_id, title, ... num_favorers, price, views)", _ETSY_API_NAME, _ETSY_API, "Etsy", f"{_ETSY_API_NAME}:1"),
        ("u89a_shopify_products_csv_as_run", "Shopify's products export (Handle, Title, Body (HTML), Vendor, ... "
         "Variant Price, ... Status)", _SHOPIFY_NAME, _SHOPIFY_CSV, "Shopify", named_at(_SHOPIFY_NAME, _SHOPIFY_CSV)),
        ("u89a_merchant_center_rss_as_run", "a Google Merchant Center product feed (RSS 2.0, xmlns:g, items of g:id, "
         "g:title, g:price, g:availability)", _MERCHANT_NAME, _MERCHANT_RSS, "Merchant Center",
         named_at(_MERCHANT_NAME, _MERCHANT_RSS)),
        ("u89a_amazon_business_report_as_run", "an Amazon Business Report by child item ((Parent) ASIN, (Child) ASIN, "
         "Title, SKU, Sessions - Total, ... Ordered Product Sales)", _AMAZON_NAME, _AMAZON_CSV, "Amazon",
         named_at(_AMAZON_NAME, _AMAZON_CSV)),
        ("u89a_jpeg_photo_as_run", "a product photo (JPEG: FF D8, JFIF APP0, DQT, SOF0 2000x2000)", _JPEG_NAME, _JPEG,
         "JPEG", _JPEG_NAME),
        ("u89a_webp_photo_as_run", "a product photo as WebP (RIFF ... WEBP, 'VP8 ' key frame 2000x2000)", _WEBP_NAME,
         _WEBP, "WebP", _WEBP_NAME),
        ("u89a_pick_list_as_run", "a merchandiser's pick list as typed (four fields a line: merchandiser, place, "
         "listing id, slug)", "picks_holiday_under50.txt", _PICK_LIST, "pick list", "picks_holiday_under50.txt:1"),
        ("u89a_shop_scorecard_as_run", "the seller-success team's shop scorecard as typed (six fields a line: shop, "
         "week, orders, conversion, review average, score)", "scorecard_2026-W41.txt", _SCORECARD, "scorecard",
         "scorecard_2026-W41.txt:1"),
        ("u89a_vote_tally_as_run", "the campaign jury's vote tally as typed (six fields a line: campaign, listing id, "
         "votes cast, for, against, share)", "jury_tally_HGG26.txt", _VOTE_TALLY, "vote tally",
         "jury_tally_HGG26.txt:1")],
        one_run=("sales_velocity.run", _ONE_RUN), stem="category_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a scorecard's six are a shop, a week, its "
                 "orders, conversion, review average and score, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a product photo read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u89a_pick_list_as_qrels", "picks_holiday_under50.txt", _PICK_LIST, "pick list"),
        ("u89a_vote_tally_as_qrels", "jury_tally_HGG26.txt", _VOTE_TALLY, "vote tally"),
        ("u89a_etsy_listings_csv_as_qrels", _ETSY_LISTINGS_NAME, _ETSY_LISTINGS_CSV, "Etsy"),
        ("u89a_amazon_business_report_as_qrels", _AMAZON_NAME, _AMAZON_CSV, "Amazon")],
        one_run=("sales_velocity.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u89a_out_jpg", "Bestsellers_2026-w41_hero.jpg", "a JPEG product photo"),
        ("u89a_out_webp", "Bestsellers_2026-w41_hero.webp", "a WebP product photo"),
        ("u89a_out_png", "Holiday_Gift_Guide_banner.png", "a PNG campaign banner"),
        ("u89a_out_merchant_feed_xml", "google_merchant_feed.xml", "a Google Merchant Center product feed")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=89"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u89a_api_etsy_listings_dict",
            "rankagg.fuse(json.load(etsy_listings_active_28461337.json)): Etsy Open API v3's active listings answer, "
            "loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Etsy", why="a run maps a query to {document: score}; an active listings answer is a count and a list of "
            "listings (their ids, shop, title, tags, price, favourites and views)",
            files={"r.json": _ETSY_API}),
        bad("u89a_api_etsy_sold_orders_frame",
            "rankagg.fuse(pd.read_csv(EtsySoldOrders2026-10.csv)): Etsy's sold orders download (Sale Date, Order ID, "
            "Buyer User ID, ... Order Total, ... SKU) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Etsy", why="a table of runs has qid, docid, run and score columns; Etsy's sold orders download has an "
            "order a row (its date, buyer, address, totals, fees and SKUs)",
            files={"r.csv": _ETSY_ORDERS_CSV}),
    ]
    return cases
