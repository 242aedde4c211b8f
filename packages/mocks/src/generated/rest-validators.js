// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
// The REST mocks' first-error request validators (the happy path; the every-error ones are a module apart),
// compiled by Ajv ahead of time (standalone code): start-up compiles nothing, and nothing is eval'd, so a page
// with a strict Content Security Policy can load them.
import { ajvRuntime as require } from "../rest/ajv-runtime.js";

function metrics_coerceFirst() {
const exports = {};
exports["listChains/query"] = validate10;
const schema11 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":10000,"default":1000},"network":{"title":"Network","type":"string","enum":["mainnet","fuji","testnet"],"x-enumDescriptions":{"mainnet":"The Avalanche main network.","fuji":"The Fuji test network.","testnet":"The Fuji test network (alias of fuji)."}}},"required":[]};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate10.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate10.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagesize !== undefined){
let data1 = data.pagesize;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate10.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["pagesize"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 > 10000 || isNaN(data1)){
validate10.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate10.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.network !== undefined){
let data2 = data.network;
const _errs5 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate10.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["network"] = coerced2;
}
}
}
if(!(((data2 === "mainnet") || (data2 === "fuji")) || (data2 === "testnet"))){
validate10.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/enum",keyword:"enum",params:{allowedValues: schema11.properties.network.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports["getChain/path"] = validate11;
const schema12 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"}},"required":["chainid"]};
const pattern0 = new RegExp("^[0-9]+$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.chainid === undefined) && (missing0 = "chainid")){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate11.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate11.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""}];
return false;
}
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["getChainMetrics/path"] = validate12;
const schema13 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Aggregate","type":"string","enum":["total","mainnet","testnet"],"x-enumDescriptions":{"total":"All chains.","mainnet":"All chains of the main network.","testnet":"All chains of the test network."}}]},"metric":{"title":"ChainMetric","type":"string","enum":["activeAddresses","activeSenders","cumulativeTxCount","cumulativeAddresses","cumulativeContracts","cumulativeDeployers","contracts","deployers","gasUsed","txCount","avgGps","maxGps","avgTps","maxTps","avgGasPrice","maxGasPrice","feesPaid"],"x-enumDescriptions":{"activeAddresses":"Distinct addresses in the from and to fields of a transaction or ERC20/ERC721/ERC1155 transfer log within the interval. Any interval.","activeSenders":"Same as activeAddresses but only the from field. Any interval.","cumulativeTxCount":"Running sum of txCount from genesis up to 24 hours after the timestamp. Day only.","cumulativeAddresses":"Unique addresses (as in activeAddresses) from genesis up to 24 hours after the timestamp. Day only.","cumulativeContracts":"Contracts created from genesis up to the timestamp; counted from CREATE, CREATE2 and CREATE3 call types in transaction traces. Day only.","cumulativeDeployers":"Unique deployers (from field of CREATE, CREATE2, CREATE3 traces) from genesis up to 24 hours after the timestamp. Day only.","contracts":"Contracts created within the interval. Day only.","deployers":"Unique deployers within the interval. Day only.","gasUsed":"Gas used by transactions within the interval. Any interval.","txCount":"Transactions within the interval. Any interval.","avgGps":"Average gas used per second in the day: gas of all blocks in the day divided by the time between the last block of the previous day and the last block of this day. Day only.","maxGps":"Maximum gas per second in the day; per block, gas used divided by time since the previous block. Day only.","avgTps":"Average transactions per second in the day, computed like avgGps. Day only.","maxTps":"Maximum transactions per second in the day; per block, transactions divided by time since the previous block. Day only.","avgGasPrice":"Average gas price from transaction receipts within the day. Day only.","maxGasPrice":"Maximum gas price from transaction receipts within the day. Day only.","feesPaid":"Sum of fees (gas used times receipt gas price) within the day. Day only."}}},"required":["chainid","metric"]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chainid === undefined) && (missing0 = "chainid")) || ((data.metric === undefined) && (missing0 = "metric"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate12.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err0 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(!(((data0 === "total") || (data0 === "mainnet")) || (data0 === "testnet"))){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema13.properties.chainid.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metric !== undefined){
let data1 = data.metric;
const _errs8 = errors;
if(typeof data1 !== "string"){
let dataType3 = typeof data1;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data1;
}
else if(data1 === null){
coerced3 = "";
}
else {
validate12.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data1 = coerced3;
if(data !== undefined){
data["metric"] = coerced3;
}
}
}
if(!(((((((((((((((((data1 === "activeAddresses") || (data1 === "activeSenders")) || (data1 === "cumulativeTxCount")) || (data1 === "cumulativeAddresses")) || (data1 === "cumulativeContracts")) || (data1 === "cumulativeDeployers")) || (data1 === "contracts")) || (data1 === "deployers")) || (data1 === "gasUsed")) || (data1 === "txCount")) || (data1 === "avgGps")) || (data1 === "maxGps")) || (data1 === "avgTps")) || (data1 === "maxTps")) || (data1 === "avgGasPrice")) || (data1 === "maxGasPrice")) || (data1 === "feesPaid"))){
validate12.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema13.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports["getChainMetrics/query"] = validate13;
const schema14 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0},"timeinterval":{"title":"TimeInterval","type":"string","enum":["hour","day","week","month"],"x-enumDescriptions":{"hour":"One hour, starting on the hour.","day":"One day, starting 00:00 UTC.","week":"One week, starting 00:00 UTC on Monday.","month":"One calendar month, starting 00:00 UTC on its first day."},"default":"day"},"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":2160,"default":100}},"required":[]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate13.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate13.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate13.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate13.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.timeinterval !== undefined){
let data2 = data.timeinterval;
const _errs5 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate13.errors = [{instancePath:instancePath+"/timeinterval",schemaPath:"#/properties/timeinterval/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["timeinterval"] = coerced2;
}
}
}
if(!((((data2 === "hour") || (data2 === "day")) || (data2 === "week")) || (data2 === "month"))){
validate13.errors = [{instancePath:instancePath+"/timeinterval",schemaPath:"#/properties/timeinterval/enum",keyword:"enum",params:{allowedValues: schema14.properties.timeinterval.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagetoken !== undefined){
let data3 = data.pagetoken;
const _errs7 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate13.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["pagetoken"] = coerced3;
}
}
}
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) < 1){
validate13.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagesize !== undefined){
let data4 = data.pagesize;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data4 === null
              || (dataType4 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced4 = +data4;
}
else {
validate13.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["pagesize"] = coerced4;
}
}
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 > 2160 || isNaN(data4)){
validate13.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2160},message:"must be <= 2160"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate13.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

exports["getRollingWindowMetrics/path"] = validate14;
const schema15 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Aggregate","type":"string","enum":["total","mainnet","testnet"],"x-enumDescriptions":{"total":"All chains.","mainnet":"All chains of the main network.","testnet":"All chains of the test network."}}]},"metric":{"title":"RollingWindowMetric","type":"string","enum":["gasUsed","txCount","avgGps","maxGps","avgTps","maxTps","avgGasPrice","maxGasPrice","feesPaid","contracts","deployers","activeAddresses","activeSenders"],"x-enumDescriptions":{"gasUsed":"Gas used by transactions within the window.","txCount":"Transactions within the window.","avgGps":"Average gas used per second over the window.","maxGps":"Maximum gas per second over the window; per block, gas used divided by time since the previous block.","avgTps":"Average transactions per second over the window.","maxTps":"Maximum transactions per second over the window; per block, transactions divided by time since the previous block.","avgGasPrice":"Average gas price from transaction receipts within the window.","maxGasPrice":"Maximum gas price from transaction receipts within the window.","feesPaid":"Sum of fees (gas used times receipt gas price) within the window.","contracts":"Contracts created within the window.","deployers":"Unique deployers within the window.","activeAddresses":"Distinct addresses in the from and to fields of transactions and ERC20/ERC721/ERC1155 transfer logs. Only lastHour, lastDay and lastWeek.","activeSenders":"Same as activeAddresses but only the from field. Only lastHour, lastDay and lastWeek."}}},"required":["chainid","metric"]};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chainid === undefined) && (missing0 = "chainid")) || ((data.metric === undefined) && (missing0 = "metric"))){
validate14.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate14.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err0 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(!(((data0 === "total") || (data0 === "mainnet")) || (data0 === "testnet"))){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/enum",keyword:"enum",params:{allowedValues: schema15.properties.chainid.anyOf[1].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate14.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metric !== undefined){
let data1 = data.metric;
const _errs8 = errors;
if(typeof data1 !== "string"){
let dataType3 = typeof data1;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data1;
}
else if(data1 === null){
coerced3 = "";
}
else {
validate14.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data1 = coerced3;
if(data !== undefined){
data["metric"] = coerced3;
}
}
}
if(!(((((((((((((data1 === "gasUsed") || (data1 === "txCount")) || (data1 === "avgGps")) || (data1 === "maxGps")) || (data1 === "avgTps")) || (data1 === "maxTps")) || (data1 === "avgGasPrice")) || (data1 === "maxGasPrice")) || (data1 === "feesPaid")) || (data1 === "contracts")) || (data1 === "deployers")) || (data1 === "activeAddresses")) || (data1 === "activeSenders"))){
validate14.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema15.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate14.errors = vErrors;
return errors === 0;
}

exports["listTokenBalanceAddresses/path"] = validate15;
const schema16 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"},"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}},"required":["chainid","address"]};
const pattern4 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chainid === undefined) && (missing0 = "chainid")) || ((data.address === undefined) && (missing0 = "address"))){
validate15.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate15.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate15.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
let data1 = data.address;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate15.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["address"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate15.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports["listTokenBalanceAddresses/query"] = validate16;
const schema17 = {"type":"object","properties":{"threshold":{"type":"string","pattern":"^[0-9]+(\\.[0-9]+)?$"},"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0},"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":5000,"default":1000}},"required":["threshold"]};
const pattern5 = new RegExp("^[0-9]+(\\.[0-9]+)?$", "u");

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.threshold === undefined) && (missing0 = "threshold")){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.threshold !== undefined){
let data0 = data.threshold;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate16.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["threshold"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
validate16.errors = [{instancePath:instancePath+"/threshold",schemaPath:"#/properties/threshold/pattern",keyword:"pattern",params:{pattern: "^[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+(\\.[0-9]+)?$"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.starttimestamp !== undefined){
let data1 = data.starttimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate16.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["starttimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate16.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data2 = data.endtimestamp;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 === "boolean" || data2 === null
              || (dataType2 === "string" && data2 && data2 == +data2 && !(data2 % 1))){
coerced2 = +data2;
}
else {
validate16.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["endtimestamp"] = coerced2;
}
}
}
if(errors === _errs5){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
validate16.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagetoken !== undefined){
let data3 = data.pagetoken;
const _errs7 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
validate16.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["pagetoken"] = coerced3;
}
}
}
if(errors === _errs7){
if(typeof data3 === "string"){
if(func2(data3) < 1){
validate16.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagesize !== undefined){
let data4 = data.pagesize;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 === "boolean" || data4 === null
              || (dataType4 === "string" && data4 && data4 == +data4 && !(data4 % 1))){
coerced4 = +data4;
}
else {
validate16.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["pagesize"] = coerced4;
}
}
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 > 5000 || isNaN(data4)){
validate16.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data4 < 1 || isNaN(data4)){
validate16.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

exports["listNftHolders/path"] = validate17;
const schema18 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"},"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}},"required":["chainid","address"]};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chainid === undefined) && (missing0 = "chainid")) || ((data.address === undefined) && (missing0 = "address"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate17.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate17.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.address !== undefined){
let data1 = data.address;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate17.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["address"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
validate17.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports["listNftHolders/query"] = validate18;
const schema19 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":5000,"default":1000}},"required":[]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate18.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate18.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagesize !== undefined){
let data1 = data.pagesize;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate18.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["pagesize"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 > 5000 || isNaN(data1)){
validate18.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 5000},message:"must be <= 5000"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate18.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports["getNetworkMetrics/path"] = validate19;
const schema20 = {"type":"object","properties":{"network":{"title":"Network","type":"string","enum":["mainnet","fuji","testnet"],"x-enumDescriptions":{"mainnet":"The Avalanche main network.","fuji":"The Fuji test network.","testnet":"The Fuji test network (alias of fuji)."}},"metric":{"title":"NetworkMetric","type":"string","enum":["delegatorCount","delegatorWeight","validatorCount","validatorWeight"],"x-enumDescriptions":{"delegatorCount":"Number of delegators.","delegatorWeight":"Total stake weight of the delegators.","validatorCount":"Number of validators.","validatorWeight":"Total stake weight of the validators."}}},"required":["network","metric"]};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.network === undefined) && (missing0 = "network")) || ((data.metric === undefined) && (missing0 = "metric"))){
validate19.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.network !== undefined){
let data0 = data.network;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate19.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["network"] = coerced0;
}
}
}
if(!(((data0 === "mainnet") || (data0 === "fuji")) || (data0 === "testnet"))){
validate19.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/enum",keyword:"enum",params:{allowedValues: schema20.properties.network.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metric !== undefined){
let data1 = data.metric;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate19.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!((((data1 === "delegatorCount") || (data1 === "delegatorWeight")) || (data1 === "validatorCount")) || (data1 === "validatorWeight"))){
validate19.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema20.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports["getNetworkMetrics/query"] = validate20;
const schema21 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0},"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":2160,"default":100},"subnetid":{"type":"string","minLength":1,"default":"11111111111111111111111111111111LpoYY"}},"required":[]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate20.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate20.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate20.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate20.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagetoken !== undefined){
let data2 = data.pagetoken;
const _errs5 = errors;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
validate20.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["pagetoken"] = coerced2;
}
}
}
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) < 1){
validate20.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagesize !== undefined){
let data3 = data.pagesize;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 === "boolean" || data3 === null
              || (dataType3 === "string" && data3 && data3 == +data3 && !(data3 % 1))){
coerced3 = +data3;
}
else {
validate20.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["pagesize"] = coerced3;
}
}
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 > 2160 || isNaN(data3)){
validate20.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2160},message:"must be <= 2160"}];
return false;
}
else {
if(data3 < 1 || isNaN(data3)){
validate20.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.subnetid !== undefined){
let data4 = data.subnetid;
const _errs9 = errors;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
validate20.errors = [{instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["subnetid"] = coerced4;
}
}
}
if(errors === _errs9){
if(typeof data4 === "string"){
if(func2(data4) < 1){
validate20.errors = [{instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports["getValidationMetrics/path"] = validate21;
const schema22 = {"type":"object","properties":{"l1validationid":{"type":"string","minLength":1},"metric":{"title":"ValidationMetric","type":"string","enum":["validationCumulativeFeesDaily","validationFeesDaily"],"x-enumDescriptions":{"validationCumulativeFeesDaily":"Fees paid by the L1 validation from its start up to each day.","validationFeesDaily":"Fees paid by the L1 validation within each day."}}},"required":["l1validationid","metric"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.l1validationid === undefined) && (missing0 = "l1validationid")) || ((data.metric === undefined) && (missing0 = "metric"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.l1validationid !== undefined){
let data0 = data.l1validationid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate21.errors = [{instancePath:instancePath+"/l1validationid",schemaPath:"#/properties/l1validationid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["l1validationid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate21.errors = [{instancePath:instancePath+"/l1validationid",schemaPath:"#/properties/l1validationid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metric !== undefined){
let data1 = data.metric;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate21.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!((data1 === "validationCumulativeFeesDaily") || (data1 === "validationFeesDaily"))){
validate21.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema22.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

exports["getValidationMetrics/query"] = validate22;
const schema23 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate22.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate22.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate22.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate22.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}

exports["getSubnetMetrics/path"] = validate23;
const schema24 = {"type":"object","properties":{"subnetid":{"type":"string","minLength":1},"metric":{"title":"SubnetMetric","type":"string","enum":["perSubnetDailyFeesPaid","perSubnetCumulativeFeesPaid","perSubnetPayingValidators"],"x-enumDescriptions":{"perSubnetDailyFeesPaid":"Validator fees paid for the subnet's L1 validators within each day.","perSubnetCumulativeFeesPaid":"Validator fees paid for the subnet's L1 validators from the start up to each day.","perSubnetPayingValidators":"Number of the subnet's L1 validators paying fees each day."}}},"required":["subnetid","metric"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.subnetid === undefined) && (missing0 = "subnetid")) || ((data.metric === undefined) && (missing0 = "metric"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.subnetid !== undefined){
let data0 = data.subnetid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate23.errors = [{instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["subnetid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate23.errors = [{instancePath:instancePath+"/subnetid",schemaPath:"#/properties/subnetid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metric !== undefined){
let data1 = data.metric;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate23.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!(((data1 === "perSubnetDailyFeesPaid") || (data1 === "perSubnetCumulativeFeesPaid")) || (data1 === "perSubnetPayingValidators"))){
validate23.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema24.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}

exports["getSubnetMetrics/query"] = validate24;
const schema25 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate24.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate24.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate24.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate24.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports["getValidatorMetrics/path"] = validate25;
const schema26 = {"type":"object","properties":{"nodeid":{"type":"string","pattern":"^NodeID-[1-9A-HJ-NP-Za-km-z]+$"},"metric":{"title":"ValidatorMetric","type":"string","enum":["perNodeCumulativeFeesPaid","perNodeDailyFeesPaid"],"x-enumDescriptions":{"perNodeCumulativeFeesPaid":"Validator fees paid by the node from the start up to each day.","perNodeDailyFeesPaid":"Validator fees paid by the node within each day."}}},"required":["nodeid","metric"]};
const pattern8 = new RegExp("^NodeID-[1-9A-HJ-NP-Za-km-z]+$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.nodeid === undefined) && (missing0 = "nodeid")) || ((data.metric === undefined) && (missing0 = "metric"))){
validate25.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.nodeid !== undefined){
let data0 = data.nodeid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate25.errors = [{instancePath:instancePath+"/nodeid",schemaPath:"#/properties/nodeid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["nodeid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern8.test(data0)){
validate25.errors = [{instancePath:instancePath+"/nodeid",schemaPath:"#/properties/nodeid/pattern",keyword:"pattern",params:{pattern: "^NodeID-[1-9A-HJ-NP-Za-km-z]+$"},message:"must match pattern \""+"^NodeID-[1-9A-HJ-NP-Za-km-z]+$"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.metric !== undefined){
let data1 = data.metric;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate25.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["metric"] = coerced1;
}
}
}
if(!((data1 === "perNodeCumulativeFeesPaid") || (data1 === "perNodeDailyFeesPaid"))){
validate25.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema26.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}

exports["getValidatorMetrics/query"] = validate26;
const schema27 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate26.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate26.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate26.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate26.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports["getValidatorsMetrics/path"] = validate27;
const schema28 = {"type":"object","properties":{"metric":{"title":"ValidatorsMetric","type":"string","enum":["totalCumulativeFeesDaily","totalValidatorFeesDaily","totalPayingValidatorsDaily"],"x-enumDescriptions":{"totalCumulativeFeesDaily":"Validator fees paid by all L1 validators from the start up to each day.","totalValidatorFeesDaily":"Validator fees paid by all L1 validators within each day.","totalPayingValidatorsDaily":"Number of L1 validators paying fees each day."}}},"required":["metric"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.metric === undefined) && (missing0 = "metric")){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.metric !== undefined){
let data0 = data.metric;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate27.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["metric"] = coerced0;
}
}
}
if(!(((data0 === "totalCumulativeFeesDaily") || (data0 === "totalValidatorFeesDaily")) || (data0 === "totalPayingValidatorsDaily"))){
validate27.errors = [{instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/enum",keyword:"enum",params:{allowedValues: schema28.properties.metric.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}

exports["getValidatorsMetrics/query"] = validate28;
const schema29 = {"type":"object","properties":{"starttimestamp":{"type":"integer","minimum":0},"endtimestamp":{"type":"integer","minimum":0}},"required":[]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.starttimestamp !== undefined){
let data0 = data.starttimestamp;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
validate28.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["starttimestamp"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate28.errors = [{instancePath:instancePath+"/starttimestamp",schemaPath:"#/properties/starttimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.endtimestamp !== undefined){
let data1 = data.endtimestamp;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate28.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["endtimestamp"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 < 0 || isNaN(data1)){
validate28.errors = [{instancePath:instancePath+"/endtimestamp",schemaPath:"#/properties/endtimestamp/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

exports["compositeQuery/query"] = validate29;
const schema30 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1},"pagesize":{"type":"integer","minimum":1,"maximum":10000,"default":1000}},"required":[]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate29.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate29.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pagesize !== undefined){
let data1 = data.pagesize;
const _errs3 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 === "boolean" || data1 === null
              || (dataType1 === "string" && data1 && data1 == +data1 && !(data1 % 1))){
coerced1 = +data1;
}
else {
validate29.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["pagesize"] = coerced1;
}
}
}
if(errors === _errs3){
if(typeof data1 == "number"){
if(data1 > 10000 || isNaN(data1)){
validate29.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"}];
return false;
}
else {
if(data1 < 1 || isNaN(data1)){
validate29.errors = [{instancePath:instancePath+"/pagesize",schemaPath:"#/properties/pagesize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate29.errors = vErrors;
return errors === 0;
}

exports["getAvgTpsLegacy/path"] = validate30;
const schema31 = {"type":"object","properties":{"chainid":{"type":"string","pattern":"^[0-9]+$"}},"required":["chainid"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.chainid === undefined) && (missing0 = "chainid")){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate30.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate30.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""}];
return false;
}
}
}
}
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

exports["getAvgTpsLegacy/query"] = validate31;
const schema32 = {"type":"object","properties":{"pagetoken":{"type":"string","minLength":1}},"required":[]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pagetoken !== undefined){
let data0 = data.pagetoken;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate31.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["pagetoken"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate31.errors = [{instancePath:instancePath+"/pagetoken",schemaPath:"#/properties/pagetoken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
return exports;
}

function metrics_plainFirst() {
const exports = {};
exports["compositeQuery/body"] = validate10;
const schema11 = {"title":"CompositeQueryRequest","type":"object","additionalProperties":false,"required":["queries","operator"],"properties":{"queries":{"type":"array","minItems":1,"items":{"title":"CompositeSubQuery","type":"object","additionalProperties":false,"required":["id","type","params"],"properties":{"id":{"type":"string","minLength":1},"type":{"type":"string","minLength":1},"params":{"anyOf":[{"title":"AllTimeNativeBalanceParams","type":"object","additionalProperties":false,"required":["firstDate","lastDate","minBalance","evmChainId"],"properties":{"firstDate":{"type":"string"},"lastDate":{"type":"string"},"minBalance":{"type":"string"},"evmChainId":{"type":"string"}},"examples":[{"firstDate":"2024-01-01","lastDate":"2024-08-31","minBalance":"1000000000000000000","evmChainId":"43114"}]},{"title":"OtherSubQueryParams","type":"object","additionalProperties":true}]}},"if":{"required":["type"],"properties":{"type":{"const":"AllTimeNativeBalance"}}},"then":{"properties":{"id":true,"type":true,"params":{"title":"AllTimeNativeBalanceParams","type":"object","additionalProperties":false,"required":["firstDate","lastDate","minBalance","evmChainId"],"properties":{"firstDate":{"type":"string"},"lastDate":{"type":"string"},"minBalance":{"type":"string"},"evmChainId":{"type":"string"}},"examples":[{"firstDate":"2024-01-01","lastDate":"2024-08-31","minBalance":"1000000000000000000","evmChainId":"43114"}]}}}}},"operator":{"type":"string","enum":["AND","OR"],"x-enumDescriptions":{"AND":"Addresses selected by every sub-query (intersection).","OR":"Addresses selected by any sub-query (union)."}}}};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.queries === undefined) && (missing0 = "queries")) || ((data.operator === undefined) && (missing0 = "operator"))){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "queries") || (key0 === "operator"))){
validate10.errors = [{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.queries !== undefined){
let data0 = data.queries;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length < 1){
validate10.errors = [{instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
const _errs6 = errors;
let valid2 = true;
const _errs7 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.type === undefined) && (missing1 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data1.type !== undefined){
if("AllTimeNativeBalance" !== data1.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs7 === errors;
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs9 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.params !== undefined){
let data3 = data1.params;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if(((((data3.firstDate === undefined) && (missing2 = "firstDate")) || ((data3.lastDate === undefined) && (missing2 = "lastDate"))) || ((data3.minBalance === undefined) && (missing2 = "minBalance"))) || ((data3.evmChainId === undefined) && (missing2 = "evmChainId"))){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs12 = errors;
for(const key1 in data3){
if(!((((key1 === "firstDate") || (key1 === "lastDate")) || (key1 === "minBalance")) || (key1 === "evmChainId"))){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data3.firstDate !== undefined){
const _errs13 = errors;
if(typeof data3.firstDate !== "string"){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params/firstDate",schemaPath:"#/properties/queries/items/then/properties/params/properties/firstDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.lastDate !== undefined){
const _errs15 = errors;
if(typeof data3.lastDate !== "string"){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params/lastDate",schemaPath:"#/properties/queries/items/then/properties/params/properties/lastDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.minBalance !== undefined){
const _errs17 = errors;
if(typeof data3.minBalance !== "string"){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params/minBalance",schemaPath:"#/properties/queries/items/then/properties/params/properties/minBalance/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data3.evmChainId !== undefined){
const _errs19 = errors;
if(typeof data3.evmChainId !== "string"){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params/evmChainId",schemaPath:"#/properties/queries/items/then/properties/params/properties/evmChainId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/then/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
var _valid0 = _errs9 === errors;
valid2 = _valid0;
}
if(!valid2){
const err2 = {instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate10.errors = vErrors;
return false;
}
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing3;
if((((data1.id === undefined) && (missing3 = "id")) || ((data1.type === undefined) && (missing3 = "type"))) || ((data1.params === undefined) && (missing3 = "params"))){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs21 = errors;
for(const key2 in data1){
if(!(((key2 === "id") || (key2 === "type")) || (key2 === "params"))){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs21 === errors){
if(data1.id !== undefined){
let data8 = data1.id;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data8 === "string"){
if(func2(data8) < 1){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/id",schemaPath:"#/properties/queries/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/id",schemaPath:"#/properties/queries/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs22 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data1.type !== undefined){
let data9 = data1.type;
const _errs24 = errors;
if(errors === _errs24){
if(typeof data9 === "string"){
if(func2(data9) < 1){
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/type",schemaPath:"#/properties/queries/items/properties/type/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/queries/" + i0+"/type",schemaPath:"#/properties/queries/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data1.params !== undefined){
let data10 = data1.params;
const _errs26 = errors;
const _errs27 = errors;
let valid7 = false;
const _errs28 = errors;
if(errors === _errs28){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing4;
if(((((data10.firstDate === undefined) && (missing4 = "firstDate")) || ((data10.lastDate === undefined) && (missing4 = "lastDate"))) || ((data10.minBalance === undefined) && (missing4 = "minBalance"))) || ((data10.evmChainId === undefined) && (missing4 = "evmChainId"))){
const err3 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
const _errs30 = errors;
for(const key3 in data10){
if(!((((key3 === "firstDate") || (key3 === "lastDate")) || (key3 === "minBalance")) || (key3 === "evmChainId"))){
const err4 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
break;
}
}
if(_errs30 === errors){
if(data10.firstDate !== undefined){
const _errs31 = errors;
if(typeof data10.firstDate !== "string"){
const err5 = {instancePath:instancePath+"/queries/" + i0+"/params/firstDate",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/firstDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid8 = _errs31 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.lastDate !== undefined){
const _errs33 = errors;
if(typeof data10.lastDate !== "string"){
const err6 = {instancePath:instancePath+"/queries/" + i0+"/params/lastDate",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/lastDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid8 = _errs33 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.minBalance !== undefined){
const _errs35 = errors;
if(typeof data10.minBalance !== "string"){
const err7 = {instancePath:instancePath+"/queries/" + i0+"/params/minBalance",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/minBalance/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.evmChainId !== undefined){
const _errs37 = errors;
if(typeof data10.evmChainId !== "string"){
const err8 = {instancePath:instancePath+"/queries/" + i0+"/params/evmChainId",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/properties/evmChainId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid8 = _errs37 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs28 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const _errs39 = errors;
if(errors === _errs39){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err10 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs39 === errors;
valid7 = valid7 || _valid1;
}
if(!valid7){
const err11 = {instancePath:instancePath+"/queries/" + i0+"/params",schemaPath:"#/properties/queries/items/properties/params/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs26 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/queries/" + i0,schemaPath:"#/properties/queries/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/queries",schemaPath:"#/properties/queries/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operator !== undefined){
let data15 = data.operator;
const _errs42 = errors;
if(typeof data15 !== "string"){
validate10.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((data15 === "AND") || (data15 === "OR"))){
validate10.errors = [{instancePath:instancePath+"/operator",schemaPath:"#/properties/operator/enum",keyword:"enum",params:{allowedValues: schema11.properties.operator.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}
return exports;
}

function data_coerceFirst() {
const exports = {};
exports["listChains/query"] = validate10;
const schema11 = {"type":"object","properties":{"network":{"title":"Network","type":"string","enum":["mainnet","fuji","testnet"],"x-enumDescriptions":{"mainnet":"The Avalanche main network.","fuji":"The Fuji test network.","testnet":"The Fuji test network (alias of fuji)."}},"feature":{"title":"Feature","type":"string","enum":["nftIndexing","webhooks","teleporter"],"x-enumDescriptions":{"nftIndexing":"NFT metadata and holdings are indexed.","webhooks":"Webhooks can be registered for the chain.","teleporter":"Teleporter (Avalanche Interchain Messaging) messages are indexed."}}},"required":[]};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.network !== undefined){
let data0 = data.network;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate10.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["network"] = coerced0;
}
}
}
if(!(((data0 === "mainnet") || (data0 === "fuji")) || (data0 === "testnet"))){
validate10.errors = [{instancePath:instancePath+"/network",schemaPath:"#/properties/network/enum",keyword:"enum",params:{allowedValues: schema11.properties.network.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.feature !== undefined){
let data1 = data.feature;
const _errs3 = errors;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
validate10.errors = [{instancePath:instancePath+"/feature",schemaPath:"#/properties/feature/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["feature"] = coerced1;
}
}
}
if(!(((data1 === "nftIndexing") || (data1 === "webhooks")) || (data1 === "teleporter"))){
validate10.errors = [{instancePath:instancePath+"/feature",schemaPath:"#/properties/feature/enum",keyword:"enum",params:{allowedValues: schema11.properties.feature.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports["getChain/path"] = validate11;
const schema12 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Blockchain ID","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{40,60}$"}]}},"required":["chainid"]};
const pattern0 = new RegExp("^[0-9]+$", "u");
const pattern1 = new RegExp("^[1-9A-HJ-NP-Za-km-z]{40,60}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.chainid === undefined) && (missing0 = "chainid")){
validate11.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate11.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err0 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(errors === _errs6){
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{40,60}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{40,60}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["getBlock/path"] = validate12;
const schema13 = {"type":"object","properties":{"chainid":{"type":"string","anyOf":[{"title":"EVM chain ID","type":"string","pattern":"^[0-9]+$"},{"title":"Blockchain ID","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{40,60}$"}]},"blockid":{"type":"string","anyOf":[{"title":"Block number","type":"string","pattern":"^[0-9]+$"},{"title":"Block hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"}]}},"required":["chainid","blockid"]};
const pattern5 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chainid === undefined) && (missing0 = "chainid")) || ((data.blockid === undefined) && (missing0 = "blockid"))){
validate12.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chainid !== undefined){
let data0 = data.chainid;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate12.errors = [{instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["chainid"] = coerced0;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType1 = typeof data0;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data0;
}
else if(data0 === null){
coerced1 = "";
}
else {
const err0 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced1 !== undefined){
data0 = coerced1;
if(data !== undefined){
data["chainid"] = coerced1;
}
}
}
if(errors === _errs4){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs6 = errors;
if(typeof data0 !== "string"){
let dataType2 = typeof data0;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data0;
}
else if(data0 === null){
coerced2 = "";
}
else {
const err2 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced2 !== undefined){
data0 = coerced2;
if(data !== undefined){
data["chainid"] = coerced2;
}
}
}
if(errors === _errs6){
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
const err3 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{40,60}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{40,60}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath:instancePath+"/chainid",schemaPath:"#/properties/chainid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.blockid !== undefined){
let data1 = data.blockid;
const _errs8 = errors;
if(typeof data1 !== "string"){
let dataType3 = typeof data1;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data1;
}
else if(data1 === null){
coerced3 = "";
}
else {
validate12.errors = [{instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced3 !== undefined){
data1 = coerced3;
if(data !== undefined){
data["blockid"] = coerced3;
}
}
}
const _errs10 = errors;
let valid2 = false;
const _errs11 = errors;
if(typeof data1 !== "string"){
let dataType4 = typeof data1;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data1;
}
else if(data1 === null){
coerced4 = "";
}
else {
const err5 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced4 !== undefined){
data1 = coerced4;
if(data !== undefined){
data["blockid"] = coerced4;
}
}
}
if(errors === _errs11){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err6 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs13 = errors;
if(typeof data1 !== "string"){
let dataType5 = typeof data1;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data1;
}
else if(data1 === null){
coerced5 = "";
}
else {
const err7 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced5 !== undefined){
data1 = coerced5;
if(data !== undefined){
data["blockid"] = coerced5;
}
}
}
if(errors === _errs13){
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err8 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var _valid1 = _errs13 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err9 = {instancePath:instancePath+"/blockid",schemaPath:"#/properties/blockid/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports["listAddressChains/path"] = validate13;
const schema14 = {"type":"object","properties":{"address":{"type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}},"required":["address"]};
const pattern6 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.address === undefined) && (missing0 = "address")){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.address !== undefined){
let data0 = data.address;
const _errs1 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
validate13.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["address"] = coerced0;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
validate13.errors = [{instancePath:instancePath+"/address",schemaPath:"#/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}
return exports;
}

function data_plainFirst() {
const exports = {};

return exports;
}

export const GENERATED_VALIDATORS = {
  metrics: { fingerprint: "63908135-e321a3a8-17292", variants: { coerceFirst: metrics_coerceFirst(), plainFirst: metrics_plainFirst() } },
  data: { fingerprint: "2068e8-8c8d8b05-1616", variants: { coerceFirst: data_coerceFirst(), plainFirst: data_plainFirst() } },
};
