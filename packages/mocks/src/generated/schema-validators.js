// generated, do not edit: written by @avaspec/mocks from @avaspec/specs (pnpm --filter @avaspec/mocks generate)
// The node's parameter validators, compiled by Ajv ahead of time
// (standalone code): nothing is eval'd, so a page with a strict Content Security Policy can load them.
import { schemaRuntime as require } from "../schema/ajv-runtime.js";

function nodeValidators() {
const exports = {};
exports["node/19ab3949-7d4d035a-123"] = validate10;
const schema11 = {"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"};
const pattern0 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate10.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

exports["node/36858360-18f268d1-434"] = validate11;
const schema12 = {"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"};
const pattern1 = new RegExp("^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern1.test(data)){
validate11.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""}];
return false;
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["node/441fa262-eae9d20d-77"] = validate12;
const schema13 = {"type":"object","properties":{"loggerName":{"type":"string"}},"required":[]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.loggerName !== undefined){
if(typeof data.loggerName !== "string"){
validate12.errors = [{instancePath:instancePath+"/loggerName",schemaPath:"#/properties/loggerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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

exports["node/4682db72-b178fbf9-17"] = validate13;
const schema14 = {"type":"string"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate13.errors = vErrors;
return errors === 0;
}

exports["node/4cacb77d-2a8f0128-516"] = validate14;
const schema15 = {"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"string","pattern":"^[0-9]+$"},{"type":"integer","minimum":0}]};
const pattern3 = new RegExp("^[0-9]+$", "u");

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data === "string"){
if(!pattern1.test(data)){
const err0 = {instancePath,schemaPath:"#/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs5 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err4 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors === _errs5){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err5 = {instancePath,schemaPath:"#/anyOf/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
const err6 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
validate14.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate14.errors = vErrors;
return errors === 0;
}

exports["node/51675069-40290f42-421"] = validate15;
const schema16 = {"title":"NumToFetch","oneOf":[{"type":"integer","minimum":0,"maximum":1024},{"type":"string","pattern":"^[0-9]+$"}]};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if(typeof data == "number"){
if(data > 1024 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/oneOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err3 = {instancePath,schemaPath:"#/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate15.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports["node/54338716-335489cd-689"] = validate16;
const schema17 = {"type":"object","properties":{"loggerName":{"type":"string"},"logLevel":{"title":"LogLevel","type":"string","enum":["VERBO","DEBUG","TRACE","INFO","WARN","ERROR","FATAL","OFF"]},"displayLevel":{"title":"LogLevel","type":"string","enum":["VERBO","DEBUG","TRACE","INFO","WARN","ERROR","FATAL","OFF"]}},"required":[]};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.loggerName !== undefined){
const _errs1 = errors;
if(typeof data.loggerName !== "string"){
validate16.errors = [{instancePath:instancePath+"/loggerName",schemaPath:"#/properties/loggerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.logLevel !== undefined){
let data1 = data.logLevel;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate16.errors = [{instancePath:instancePath+"/logLevel",schemaPath:"#/properties/logLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data1 === "VERBO") || (data1 === "DEBUG")) || (data1 === "TRACE")) || (data1 === "INFO")) || (data1 === "WARN")) || (data1 === "ERROR")) || (data1 === "FATAL")) || (data1 === "OFF"))){
validate16.errors = [{instancePath:instancePath+"/logLevel",schemaPath:"#/properties/logLevel/enum",keyword:"enum",params:{allowedValues: schema17.properties.logLevel.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.displayLevel !== undefined){
let data2 = data.displayLevel;
const _errs5 = errors;
if(typeof data2 !== "string"){
validate16.errors = [{instancePath:instancePath+"/displayLevel",schemaPath:"#/properties/displayLevel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data2 === "VERBO") || (data2 === "DEBUG")) || (data2 === "TRACE")) || (data2 === "INFO")) || (data2 === "WARN")) || (data2 === "ERROR")) || (data2 === "FATAL")) || (data2 === "OFF"))){
validate16.errors = [{instancePath:instancePath+"/displayLevel",schemaPath:"#/properties/displayLevel/enum",keyword:"enum",params:{allowedValues: schema17.properties.displayLevel.enum},message:"must be equal to one of the allowed values"}];
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
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

exports["node/5dca877a-bba271c9-113"] = validate17;
const schema18 = {"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"};
const pattern5 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern5.test(data)){
validate17.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""}];
return false;
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

exports["node/608905fc-4c66d47b-129"] = validate18;
const schema19 = {"type":"object","properties":{"chain":{"type":"string"},"alias":{"type":"string","maxLength":512}},"required":["chain","alias"]};
const func2 = require("ajv/dist/runtime/ucs2length").default;

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.chain === undefined) && (missing0 = "chain")) || ((data.alias === undefined) && (missing0 = "alias"))){
validate18.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chain !== undefined){
const _errs1 = errors;
if(typeof data.chain !== "string"){
validate18.errors = [{instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alias !== undefined){
let data1 = data.alias;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 512){
validate18.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate18.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}

exports["node/677cb5a7-65ca8956-30"] = validate19;
const schema20 = {"type":"integer","minimum":0};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
validate19.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
validate19.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
validate19.errors = vErrors;
return errors === 0;
}

exports["node/6bb7c32d-dc0d64ee-305"] = validate20;
const schema21 = {"title":"Uint64","oneOf":[{"type":"integer","minimum":0},{"type":"string","pattern":"^[0-9]+$"}]};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs1){
if(typeof data == "number"){
if(data < 0 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate20.errors = vErrors;
return errors === 0;
}

exports["node/7292ce89-2a1aa0f2-1117"] = validate21;
const schema22 = {"type":"object","properties":{"startIndex":{"title":"Uint64","oneOf":[{"type":"integer","minimum":0},{"type":"string","pattern":"^[0-9]+$"}]},"numToFetch":{"title":"NumToFetch","oneOf":[{"type":"integer","minimum":0,"maximum":1024},{"type":"string","pattern":"^[0-9]+$"}]},"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":["startIndex","numToFetch"]};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.startIndex === undefined) && (missing0 = "startIndex")) || ((data.numToFetch === undefined) && (missing0 = "numToFetch"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.startIndex !== undefined){
let data0 = data.startIndex;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs3){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err4 = {instancePath:instancePath+"/startIndex",schemaPath:"#/properties/startIndex/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
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
if(data.numToFetch !== undefined){
let data1 = data.numToFetch;
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
let passing1 = null;
const _errs9 = errors;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors === _errs9){
if(typeof data1 == "number"){
if(data1 > 1024 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1024},message:"must be <= 1024"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs11 = errors;
if(errors === _errs11){
if(typeof data1 === "string"){
if(!pattern3.test(data1)){
const err8 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err10 = {instancePath:instancePath+"/numToFetch",schemaPath:"#/properties/numToFetch/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encoding !== undefined){
let data2 = data.encoding;
const _errs13 = errors;
if(typeof data2 !== "string"){
validate21.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data2 === "hex")){
validate21.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema22.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
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

exports["node/76c664-3a3c6b6f-27"] = validate22;
const schema23 = {"type":["boolean","null"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "boolean") && (data !== null)){
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema23.type},message:"must be boolean,null"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}

exports["node/7a4b0a83-5c1c7d76-26"] = validate23;
const schema24 = {"type":["string","null"]};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (data !== null)){
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema24.type},message:"must be string,null"}];
return false;
}
validate23.errors = vErrors;
return errors === 0;
}

exports["node/7c045cf4-7837c68f-47"] = validate24;
const schema25 = {"type":"object","properties":{},"required":[]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

exports["node/806e587b-3c92379a-66"] = validate25;
const schema26 = {"type":["string","null"],"pattern":"^(0[xX])?[0-9a-fA-F]{0,64}$"};
const pattern9 = new RegExp("^(0[xX])?[0-9a-fA-F]{0,64}$", "u");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((typeof data !== "string") && (data !== null)){
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema26.type},message:"must be string,null"}];
return false;
}
if(errors === 0){
if(typeof data === "string"){
if(!pattern9.test(data)){
validate25.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX])?[0-9a-fA-F]{0,64}$"},message:"must match pattern \""+"^(0[xX])?[0-9a-fA-F]{0,64}$"+"\""}];
return false;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}

exports["node/883a42a1-d3f36f64-260"] = validate26;
const schema27 = {"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]};
const pattern10 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized")) || (data === "accepted"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema27.anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(typeof data === "string"){
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}

exports["node/9abfc9b4-ac4836ff-17"] = validate27;
const schema28 = {"type":"object"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
validate27.errors = vErrors;
return errors === 0;
}

exports["node/9c941030-a35e841b-135"] = validate28;
const schema29 = {"type":"object","properties":{"endpoint":{"type":"string"},"alias":{"type":"string","maxLength":512}},"required":["endpoint","alias"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.endpoint === undefined) && (missing0 = "endpoint")) || ((data.alias === undefined) && (missing0 = "alias"))){
validate28.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.endpoint !== undefined){
const _errs1 = errors;
if(typeof data.endpoint !== "string"){
validate28.errors = [{instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.alias !== undefined){
let data1 = data.alias;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) > 512){
validate28.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate28.errors = [{instancePath:instancePath+"/alias",schemaPath:"#/properties/alias/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}

exports["node/9ce7a8b8-b0bf491-1812"] = validate29;
const schema30 = {"allOf":[{"title":"BlockNumberOrHash","anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"},{"type":"object","properties":{"blockNumber":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"blockHash":{"anyOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]},"requireCanonical":{"type":["boolean","null"]}},"not":{"required":["blockNumber","blockHash"],"properties":{"blockNumber":{"type":"string"},"blockHash":{"type":"string"}}}}]},{"not":{"type":"object","properties":{"blockNumber":{"type":"null"},"blockHash":{"type":"null"}}}}]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
let valid1 = false;
const _errs2 = errors;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized")) || (data === "accepted"))){
const err1 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema30.allOf[0].anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs4 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs6 = errors;
if(errors === _errs6){
if(typeof data === "string"){
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs6 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err4 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
var _valid0 = _errs2 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs8 = errors;
if(errors === _errs8){
if(typeof data === "string"){
if(!pattern5.test(data)){
const err5 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs10 = errors;
if(data !== null){
const err7 = {instancePath,schemaPath:"#/allOf/0/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs12 = errors;
const _errs14 = errors;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockNumber === undefined) && (missing0 = "blockNumber")) || ((data.blockHash === undefined) && (missing0 = "blockHash"))){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.blockNumber !== undefined){
const _errs16 = errors;
if(typeof data.blockNumber !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.blockHash !== undefined){
const _errs18 = errors;
if(typeof data.blockHash !== "string"){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
}
}
}
var valid3 = _errs15 === errors;
if(valid3){
const err11 = {instancePath,schemaPath:"#/allOf/0/anyOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
if(errors === _errs12){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
let data2 = data.blockNumber;
const _errs20 = errors;
const _errs21 = errors;
let valid6 = false;
const _errs22 = errors;
const _errs23 = errors;
let valid7 = false;
const _errs24 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((data2 === "latest") || (data2 === "earliest")) || (data2 === "pending")) || (data2 === "safe")) || (data2 === "finalized")) || (data2 === "accepted"))){
const err13 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema30.allOf[0].anyOf[3].properties.blockNumber.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs24 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs26 = errors;
if(errors === _errs26){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err14 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid3 = _errs26 === errors;
valid7 = valid7 || _valid3;
}
if(!valid7){
const err16 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs22 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs28 = errors;
if(data2 !== null){
const err17 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs28 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
const err18 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/allOf/0/anyOf/3/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs20 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.blockHash !== undefined){
let data3 = data.blockHash;
const _errs30 = errors;
const _errs31 = errors;
let valid8 = false;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err19 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid4 = _errs32 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs34 = errors;
if(data3 !== null){
const err21 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid8 = valid8 || _valid4;
}
if(!valid8){
const err22 = {instancePath:instancePath+"/blockHash",schemaPath:"#/allOf/0/anyOf/3/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs30 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data.requireCanonical !== undefined){
let data4 = data.requireCanonical;
const _errs36 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err23 = {instancePath:instancePath+"/requireCanonical",schemaPath:"#/allOf/0/anyOf/3/properties/requireCanonical/type",keyword:"type",params:{type: schema30.allOf[0].anyOf[3].properties.requireCanonical.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid5 = _errs36 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/allOf/0/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
}
}
}
if(!valid1){
const err25 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate29.errors = vErrors;
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs38 = errors;
const _errs39 = errors;
const _errs40 = errors;
if(errors === _errs40){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
const _errs42 = errors;
if(data.blockNumber !== null){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data.blockHash !== undefined){
const _errs44 = errors;
if(data.blockHash !== null){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid10 = _errs44 === errors;
}
else {
var valid10 = true;
}
}
}
else {
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var valid9 = _errs40 === errors;
if(valid9){
validate29.errors = [{instancePath,schemaPath:"#/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
validate29.errors = vErrors;
return errors === 0;
}

exports["node/a9306fd-ef98ac12-259"] = validate30;
const schema31 = {"title":"BytesInput","type":"string","pattern":"^(0[xX]([0-9a-fA-F]{2})*)?$"};
const pattern15 = new RegExp("^(0[xX]([0-9a-fA-F]{2})*)?$", "u");

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern15.test(data)){
validate30.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(0[xX]([0-9a-fA-F]{2})*)?$"},message:"must match pattern \""+"^(0[xX]([0-9a-fA-F]{2})*)?$"+"\""}];
return false;
}
}
else {
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}

exports["node/a9cb101e-f7eb567d-33"] = validate31;
const schema32 = {"type":"string","maxLength":512};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(func2(data) > 512){
validate31.errors = [{instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"}];
return false;
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}

exports["node/b5c0e2a1-96378494-60"] = validate32;
const schema33 = {"type":["array","null"],"items":{"type":["number","null"]}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(Array.isArray(data))) && (data !== null)){
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema33.type},message:"must be array,null"}];
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if((!(typeof data0 == "number")) && (data0 !== null)){
validate32.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: schema33.items.type},message:"must be number,null"}];
return false;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
validate32.errors = vErrors;
return errors === 0;
}

exports["node/be4b8b29-fcdef47c-280"] = validate33;
const schema34 = {"title":"Encoding","type":"string","enum":["hex"],"default":"hex"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate33.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data === "hex")){
validate33.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema34.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate33.errors = vErrors;
return errors === 0;
}

exports["node/bfb3843a-25d44b1-309"] = validate34;
const schema35 = {"type":"object","properties":{"nodeIDs":{"type":"array","items":{"title":"NodeId","type":"string","pattern":"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$","examples":["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"]}}},"required":[]};
const pattern16 = new RegExp("^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$", "u");

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nodeIDs !== undefined){
let data0 = data.nodeIDs;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(!pattern16.test(data1)){
validate34.errors = [{instancePath:instancePath+"/nodeIDs/" + i0,schemaPath:"#/properties/nodeIDs/items/pattern",keyword:"pattern",params:{pattern: "^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"},message:"must match pattern \""+"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"+"\""}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/nodeIDs/" + i0,schemaPath:"#/properties/nodeIDs/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/nodeIDs",schemaPath:"#/properties/nodeIDs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

exports["node/c0bff907-a451f9ae-2388"] = validate35;
const schema36 = {"anyOf":[{"type":"null"},{"title":"LogFilter","type":"object","not":{"required":["blockHash"],"properties":{"blockHash":{"type":"string"}},"anyOf":[{"required":["fromBlock"],"properties":{"fromBlock":{"type":"string"}}},{"required":["toBlock"],"properties":{"toBlock":{"type":"string"}}}]},"properties":{"fromBlock":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"toBlock":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"blockHash":{"anyOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]},"address":{"anyOf":[{"type":"null"},{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},{"type":"array","maxItems":1000,"items":{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"}}]},"topics":{"anyOf":[{"type":"null"},{"type":"array","maxItems":4,"items":{"title":"FilterTopic","anyOf":[{"type":"null"},{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"array","items":{"oneOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]}}]}}]}}}]};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
let valid2 = false;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.fromBlock === undefined) && (missing0 = "fromBlock")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
if(data.fromBlock !== undefined){
if(typeof data.fromBlock !== "string"){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.toBlock === undefined) && (missing1 = "toBlock")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.toBlock !== undefined){
if(typeof data.toBlock !== "string"){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
if(errors === _errs6){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.blockHash === undefined) && (missing2 = "blockHash")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.blockHash !== undefined){
if(typeof data.blockHash !== "string"){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
}
var valid1 = _errs6 === errors;
if(valid1){
const err8 = {instancePath,schemaPath:"#/anyOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.fromBlock !== undefined){
let data3 = data.fromBlock;
const _errs16 = errors;
const _errs17 = errors;
let valid7 = false;
const _errs18 = errors;
const _errs19 = errors;
let valid8 = false;
const _errs20 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!((((((data3 === "latest") || (data3 === "earliest")) || (data3 === "pending")) || (data3 === "safe")) || (data3 === "finalized")) || (data3 === "accepted"))){
const err10 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].properties.fromBlock.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid3 = _errs20 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs22 = errors;
if(errors === _errs22){
if(typeof data3 === "string"){
if(!pattern10.test(data3)){
const err11 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid3 = _errs22 === errors;
valid8 = valid8 || _valid3;
}
if(!valid8){
const err13 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs18 === errors;
valid7 = valid7 || _valid2;
if(!valid7){
const _errs24 = errors;
if(data3 !== null){
const err14 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid7 = valid7 || _valid2;
}
if(!valid7){
const err15 = {instancePath:instancePath+"/fromBlock",schemaPath:"#/anyOf/1/properties/fromBlock/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.toBlock !== undefined){
let data4 = data.toBlock;
const _errs26 = errors;
const _errs27 = errors;
let valid9 = false;
const _errs28 = errors;
const _errs29 = errors;
let valid10 = false;
const _errs30 = errors;
if(typeof data4 !== "string"){
const err16 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((((((data4 === "latest") || (data4 === "earliest")) || (data4 === "pending")) || (data4 === "safe")) || (data4 === "finalized")) || (data4 === "accepted"))){
const err17 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema36.anyOf[1].properties.toBlock.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid5 = _errs30 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const _errs32 = errors;
if(errors === _errs32){
if(typeof data4 === "string"){
if(!pattern10.test(data4)){
const err18 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid5 = _errs32 === errors;
valid10 = valid10 || _valid5;
}
if(!valid10){
const err20 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs28 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs34 = errors;
if(data4 !== null){
const err21 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid9 = valid9 || _valid4;
}
if(!valid9){
const err22 = {instancePath:instancePath+"/toBlock",schemaPath:"#/anyOf/1/properties/toBlock/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
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
if(valid6){
if(data.blockHash !== undefined){
let data5 = data.blockHash;
const _errs36 = errors;
const _errs37 = errors;
let valid11 = false;
const _errs38 = errors;
if(errors === _errs38){
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err23 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid6 = _errs38 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const _errs40 = errors;
if(data5 !== null){
const err25 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid6 = _errs40 === errors;
valid11 = valid11 || _valid6;
}
if(!valid11){
const err26 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/1/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs36 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.address !== undefined){
let data6 = data.address;
const _errs42 = errors;
const _errs43 = errors;
let valid12 = false;
const _errs44 = errors;
if(data6 !== null){
const err27 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid7 = _errs44 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs46 = errors;
if(errors === _errs46){
if(typeof data6 === "string"){
if(!pattern0.test(data6)){
const err28 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid7 = _errs46 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data6)){
if(data6.length > 1000){
const err30 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/2/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
var valid13 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs50 = errors;
if(errors === _errs50){
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err31 = {instancePath:instancePath+"/address/" + i0,schemaPath:"#/anyOf/1/properties/address/anyOf/2/items/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/address/" + i0,schemaPath:"#/anyOf/1/properties/address/anyOf/2/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var valid13 = _errs50 === errors;
if(!valid13){
break;
}
}
}
}
else {
const err33 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid7 = _errs48 === errors;
valid12 = valid12 || _valid7;
}
}
if(!valid12){
const err34 = {instancePath:instancePath+"/address",schemaPath:"#/anyOf/1/properties/address/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs42 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.topics !== undefined){
let data8 = data.topics;
const _errs52 = errors;
const _errs53 = errors;
let valid14 = false;
const _errs54 = errors;
if(data8 !== null){
const err35 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid8 = _errs54 === errors;
valid14 = valid14 || _valid8;
if(!valid14){
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data8)){
if(data8.length > 4){
const err36 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
var valid15 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs58 = errors;
const _errs59 = errors;
let valid16 = false;
const _errs60 = errors;
if(data9 !== null){
const err37 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid9 = _errs60 === errors;
valid16 = valid16 || _valid9;
if(!valid16){
const _errs62 = errors;
if(errors === _errs62){
if(typeof data9 === "string"){
if(!pattern5.test(data9)){
const err38 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid9 = _errs62 === errors;
valid16 = valid16 || _valid9;
if(!valid16){
const _errs64 = errors;
if(errors === _errs64){
if(Array.isArray(data9)){
var valid17 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
const _errs66 = errors;
const _errs67 = errors;
let valid18 = false;
let passing0 = null;
const _errs68 = errors;
if(errors === _errs68){
if(typeof data10 === "string"){
if(!pattern5.test(data10)){
const err40 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
var _valid10 = _errs68 === errors;
if(_valid10){
valid18 = true;
passing0 = 0;
}
const _errs70 = errors;
if(data10 !== null){
const err42 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid10 = _errs70 === errors;
if(_valid10 && valid18){
valid18 = false;
passing0 = [passing0, 1];
}
else {
if(_valid10){
valid18 = true;
passing0 = 1;
}
}
if(!valid18){
const err43 = {instancePath:instancePath+"/topics/" + i1+"/" + i2,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs67;
if(vErrors !== null){
if(_errs67){
vErrors.length = _errs67;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs66 === errors;
if(!valid17){
break;
}
}
}
else {
const err44 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf/2/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var _valid9 = _errs64 === errors;
valid16 = valid16 || _valid9;
}
}
if(!valid16){
const err45 = {instancePath:instancePath+"/topics/" + i1,schemaPath:"#/anyOf/1/properties/topics/anyOf/1/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs58 === errors;
if(!valid15){
break;
}
}
}
}
else {
const err46 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var _valid8 = _errs56 === errors;
valid14 = valid14 || _valid8;
}
if(!valid14){
const err47 = {instancePath:instancePath+"/topics",schemaPath:"#/anyOf/1/properties/topics/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs52 === errors;
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
const err48 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err49 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
validate35.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate35.errors = vErrors;
return errors === 0;
}

exports["node/c50bb6df-33ac5ff4-491"] = validate36;
const schema37 = {"type":"object","properties":{"chain":{"title":"CB58Id","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{1,50}$","examples":["2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM"]}},"required":["chain"]};
const pattern24 = new RegExp("^[1-9A-HJ-NP-Za-km-z]{1,50}$", "u");

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.chain === undefined) && (missing0 = "chain")){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.chain !== undefined){
let data0 = data.chain;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern24.test(data0)){
validate36.errors = [{instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{1,50}$"+"\""}];
return false;
}
}
else {
validate36.errors = [{instancePath:instancePath+"/chain",schemaPath:"#/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
}
}
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

exports["node/c9e03663-d4b9c7fe-252"] = validate37;
const schema38 = {"type":"array","items":{"title":"NodeId","type":"string","pattern":"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$","examples":["NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5"]}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern16.test(data0)){
validate37.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/pattern",keyword:"pattern",params:{pattern: "^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"},message:"must match pattern \""+"^NodeID-[1-9A-HJ-NP-Za-km-z]{1,40}$"+"\""}];
return false;
}
}
else {
validate37.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}

exports["node/d5a1f312-c4f884b-292"] = validate38;
const schema39 = {"title":"LogLevel","type":"string","enum":["VERBO","DEBUG","TRACE","INFO","WARN","ERROR","FATAL","OFF"]};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(typeof data !== "string"){
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((((data === "VERBO") || (data === "DEBUG")) || (data === "TRACE")) || (data === "INFO")) || (data === "WARN")) || (data === "ERROR")) || (data === "FATAL")) || (data === "OFF"))){
validate38.errors = [{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema39.enum},message:"must be equal to one of the allowed values"}];
return false;
}
validate38.errors = vErrors;
return errors === 0;
}

exports["node/d5d0bd47-60fa174c-659"] = validate39;
const schema40 = {"type":"object","properties":{"index":{"title":"Uint64","oneOf":[{"type":"integer","minimum":0},{"type":"string","pattern":"^[0-9]+$"}]},"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":["index"]};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.index === undefined) && (missing0 = "index")){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.index !== undefined){
let data0 = data.index;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
let passing0 = null;
const _errs3 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors === _errs3){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
var _valid0 = _errs3 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
if(errors === _errs5){
if(typeof data0 === "string"){
if(!pattern3.test(data0)){
const err2 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err4 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate39.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
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
if(data.encoding !== undefined){
let data1 = data.encoding;
const _errs7 = errors;
if(typeof data1 !== "string"){
validate39.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data1 === "hex")){
validate39.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema40.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}

exports["node/de7695ba-cad20d8d-1701"] = validate40;
const schema41 = {"title":"BlockNumberOrHash","anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"},{"type":"object","properties":{"blockNumber":{"anyOf":[{"title":"BlockNumber","anyOf":[{"type":"string","enum":["latest","earliest","pending","safe","finalized","accepted"]},{"type":"string","pattern":"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"}]},{"type":"null"}]},"blockHash":{"anyOf":[{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"},{"type":"null"}]},"requireCanonical":{"type":["boolean","null"]}},"not":{"required":["blockNumber","blockHash"],"properties":{"blockNumber":{"type":"string"},"blockHash":{"type":"string"}}}}]};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "latest") || (data === "earliest")) || (data === "pending")) || (data === "safe")) || (data === "finalized")) || (data === "accepted"))){
const err1 = {instancePath,schemaPath:"#/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid1 = _errs3 === errors;
valid1 = valid1 || _valid1;
if(!valid1){
const _errs5 = errors;
if(errors === _errs5){
if(typeof data === "string"){
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs5 === errors;
valid1 = valid1 || _valid1;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs7 = errors;
if(errors === _errs7){
if(typeof data === "string"){
if(!pattern5.test(data)){
const err5 = {instancePath,schemaPath:"#/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs9 = errors;
if(data !== null){
const err7 = {instancePath,schemaPath:"#/anyOf/2/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs11 = errors;
const _errs13 = errors;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.blockNumber === undefined) && (missing0 = "blockNumber")) || ((data.blockHash === undefined) && (missing0 = "blockHash"))){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.blockNumber !== undefined){
const _errs15 = errors;
if(typeof data.blockNumber !== "string"){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.blockHash !== undefined){
const _errs17 = errors;
if(typeof data.blockHash !== "string"){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
}
}
}
var valid2 = _errs14 === errors;
if(valid2){
const err11 = {instancePath,schemaPath:"#/anyOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.blockNumber !== undefined){
let data2 = data.blockNumber;
const _errs19 = errors;
const _errs20 = errors;
let valid5 = false;
const _errs21 = errors;
const _errs22 = errors;
let valid6 = false;
const _errs23 = errors;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((((data2 === "latest") || (data2 === "earliest")) || (data2 === "pending")) || (data2 === "safe")) || (data2 === "finalized")) || (data2 === "accepted"))){
const err13 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/0/enum",keyword:"enum",params:{allowedValues: schema41.anyOf[3].properties.blockNumber.anyOf[0].anyOf[0].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid3 = _errs23 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const _errs25 = errors;
if(errors === _errs25){
if(typeof data2 === "string"){
if(!pattern10.test(data2)){
const err14 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/pattern",keyword:"pattern",params:{pattern: "^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid3 = _errs25 === errors;
valid6 = valid6 || _valid3;
}
if(!valid6){
const err16 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs21 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs27 = errors;
if(data2 !== null){
const err17 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid2 = _errs27 === errors;
valid5 = valid5 || _valid2;
}
if(!valid5){
const err18 = {instancePath:instancePath+"/blockNumber",schemaPath:"#/anyOf/3/properties/blockNumber/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.blockHash !== undefined){
let data3 = data.blockHash;
const _errs29 = errors;
const _errs30 = errors;
let valid7 = false;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err19 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid4 = _errs31 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs33 = errors;
if(data3 !== null){
const err21 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs33 === errors;
valid7 = valid7 || _valid4;
}
if(!valid7){
const err22 = {instancePath:instancePath+"/blockHash",schemaPath:"#/anyOf/3/properties/blockHash/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.requireCanonical !== undefined){
let data4 = data.requireCanonical;
const _errs35 = errors;
if((typeof data4 !== "boolean") && (data4 !== null)){
const err23 = {instancePath:instancePath+"/requireCanonical",schemaPath:"#/anyOf/3/properties/requireCanonical/type",keyword:"type",params:{type: schema41.anyOf[3].properties.requireCanonical.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid4 = _errs35 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/anyOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid0 = valid0 || _valid0;
}
}
}
if(!valid0){
const err25 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate40.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate40.errors = vErrors;
return errors === 0;
}

exports["node/e4e9b432-a60187d9-777"] = validate41;
const schema42 = {"type":"object","properties":{"id":{"title":"CB58Id","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{1,50}$","examples":["2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM"]},"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":["id"]};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate41.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern24.test(data0)){
validate41.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{1,50}$"+"\""}];
return false;
}
}
else {
validate41.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.encoding !== undefined){
let data1 = data.encoding;
const _errs3 = errors;
if(typeof data1 !== "string"){
validate41.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data1 === "hex")){
validate41.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema42.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
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
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}

exports["node/e7f4af05-abee9484-338"] = validate42;
const schema43 = {"type":"object","properties":{"encoding":{"title":"Encoding","type":"string","enum":["hex"],"default":"hex"}},"required":[]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.encoding !== undefined){
let data0 = data.encoding;
if(typeof data0 !== "string"){
validate42.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "hex")){
validate42.errors = [{instancePath:instancePath+"/encoding",schemaPath:"#/properties/encoding/enum",keyword:"enum",params:{allowedValues: schema43.properties.encoding.enum},message:"must be equal to one of the allowed values"}];
return false;
}
}
}
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}

exports["node/ebc51df0-62fe7e25-6058"] = validate43;
const schema44 = {"anyOf":[{"type":"null"},{"title":"TransactionArgs","type":"object","properties":{"from":{"anyOf":[{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},{"type":"null"}]},"to":{"title":"AddressOrNull","oneOf":[{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},{"type":"null"}]},"gas":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"gasPrice":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"maxFeePerGas":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"maxPriorityFeePerGas":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"value":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"nonce":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"data":{"anyOf":[{"title":"BytesInput","type":"string","pattern":"^(0[xX]([0-9a-fA-F]{2})*)?$"},{"type":"null"}]},"input":{"anyOf":[{"title":"BytesInput","type":"string","pattern":"^(0[xX]([0-9a-fA-F]{2})*)?$"},{"type":"null"}]},"accessList":{"type":["array","null"],"items":{"title":"AccessListEntryInput","type":"object","required":["address","storageKeys"],"properties":{"address":{"title":"Address","type":"string","pattern":"^0x[0-9a-fA-F]{40}$"},"storageKeys":{"type":"array","items":{"title":"Hash","type":"string","pattern":"^0x[0-9a-fA-F]{64}$"}}}}},"chainId":{"anyOf":[{"title":"QuantityInput","type":"string","pattern":"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},{"type":"null"}]},"type":{}}}]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.from !== undefined){
let data0 = data.from;
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
const err1 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid1 = _errs7 === errors;
valid2 = valid2 || _valid1;
if(!valid2){
const _errs9 = errors;
if(data0 !== null){
const err3 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs9 === errors;
valid2 = valid2 || _valid1;
}
if(!valid2){
const err4 = {instancePath:instancePath+"/from",schemaPath:"#/anyOf/1/properties/from/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.to !== undefined){
let data1 = data.to;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
let passing0 = null;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err5 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs13 === errors;
if(_valid2){
valid3 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data1 !== null){
const err7 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid2 = _errs15 === errors;
if(_valid2 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err8 = {instancePath:instancePath+"/to",schemaPath:"#/anyOf/1/properties/to/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.gas !== undefined){
let data2 = data.gas;
const _errs17 = errors;
const _errs18 = errors;
let valid4 = false;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data2 === "string"){
if(!pattern1.test(data2)){
const err9 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid3 = _errs19 === errors;
valid4 = valid4 || _valid3;
if(!valid4){
const _errs21 = errors;
if(data2 !== null){
const err11 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid4 = valid4 || _valid3;
}
if(!valid4){
const err12 = {instancePath:instancePath+"/gas",schemaPath:"#/anyOf/1/properties/gas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.gasPrice !== undefined){
let data3 = data.gasPrice;
const _errs23 = errors;
const _errs24 = errors;
let valid5 = false;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err13 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid4 = _errs25 === errors;
valid5 = valid5 || _valid4;
if(!valid5){
const _errs27 = errors;
if(data3 !== null){
const err15 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid4 = _errs27 === errors;
valid5 = valid5 || _valid4;
}
if(!valid5){
const err16 = {instancePath:instancePath+"/gasPrice",schemaPath:"#/anyOf/1/properties/gasPrice/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.maxFeePerGas !== undefined){
let data4 = data.maxFeePerGas;
const _errs29 = errors;
const _errs30 = errors;
let valid6 = false;
const _errs31 = errors;
if(errors === _errs31){
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err17 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid5 = _errs31 === errors;
valid6 = valid6 || _valid5;
if(!valid6){
const _errs33 = errors;
if(data4 !== null){
const err19 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid5 = _errs33 === errors;
valid6 = valid6 || _valid5;
}
if(!valid6){
const err20 = {instancePath:instancePath+"/maxFeePerGas",schemaPath:"#/anyOf/1/properties/maxFeePerGas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs29 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.maxPriorityFeePerGas !== undefined){
let data5 = data.maxPriorityFeePerGas;
const _errs35 = errors;
const _errs36 = errors;
let valid7 = false;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err21 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid6 = _errs37 === errors;
valid7 = valid7 || _valid6;
if(!valid7){
const _errs39 = errors;
if(data5 !== null){
const err23 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid6 = _errs39 === errors;
valid7 = valid7 || _valid6;
}
if(!valid7){
const err24 = {instancePath:instancePath+"/maxPriorityFeePerGas",schemaPath:"#/anyOf/1/properties/maxPriorityFeePerGas/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs35 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.value !== undefined){
let data6 = data.value;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
const err25 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid7 = _errs43 === errors;
valid8 = valid8 || _valid7;
if(!valid8){
const _errs45 = errors;
if(data6 !== null){
const err27 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid7 = _errs45 === errors;
valid8 = valid8 || _valid7;
}
if(!valid8){
const err28 = {instancePath:instancePath+"/value",schemaPath:"#/anyOf/1/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs41 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.nonce !== undefined){
let data7 = data.nonce;
const _errs47 = errors;
const _errs48 = errors;
let valid9 = false;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err29 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid8 = _errs49 === errors;
valid9 = valid9 || _valid8;
if(!valid9){
const _errs51 = errors;
if(data7 !== null){
const err31 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid8 = _errs51 === errors;
valid9 = valid9 || _valid8;
}
if(!valid9){
const err32 = {instancePath:instancePath+"/nonce",schemaPath:"#/anyOf/1/properties/nonce/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs47 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.data !== undefined){
let data8 = data.data;
const _errs53 = errors;
const _errs54 = errors;
let valid10 = false;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data8 === "string"){
if(!pattern15.test(data8)){
const err33 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX]([0-9a-fA-F]{2})*)?$"},message:"must match pattern \""+"^(0[xX]([0-9a-fA-F]{2})*)?$"+"\""};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var _valid9 = _errs55 === errors;
valid10 = valid10 || _valid9;
if(!valid10){
const _errs57 = errors;
if(data8 !== null){
const err35 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid9 = _errs57 === errors;
valid10 = valid10 || _valid9;
}
if(!valid10){
const err36 = {instancePath:instancePath+"/data",schemaPath:"#/anyOf/1/properties/data/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs53 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.input !== undefined){
let data9 = data.input;
const _errs59 = errors;
const _errs60 = errors;
let valid11 = false;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data9 === "string"){
if(!pattern15.test(data9)){
const err37 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX]([0-9a-fA-F]{2})*)?$"},message:"must match pattern \""+"^(0[xX]([0-9a-fA-F]{2})*)?$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
var _valid10 = _errs61 === errors;
valid11 = valid11 || _valid10;
if(!valid11){
const _errs63 = errors;
if(data9 !== null){
const err39 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid10 = _errs63 === errors;
valid11 = valid11 || _valid10;
}
if(!valid11){
const err40 = {instancePath:instancePath+"/input",schemaPath:"#/anyOf/1/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs59 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.accessList !== undefined){
let data10 = data.accessList;
const _errs65 = errors;
if((!(Array.isArray(data10))) && (data10 !== null)){
const err41 = {instancePath:instancePath+"/accessList",schemaPath:"#/anyOf/1/properties/accessList/type",keyword:"type",params:{type: schema44.anyOf[1].properties.accessList.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors === _errs65){
if(Array.isArray(data10)){
var valid12 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs67 = errors;
if(errors === _errs67){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing0;
if(((data11.address === undefined) && (missing0 = "address")) || ((data11.storageKeys === undefined) && (missing0 = "storageKeys"))){
const err42 = {instancePath:instancePath+"/accessList/" + i0,schemaPath:"#/anyOf/1/properties/accessList/items/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
if(data11.address !== undefined){
let data12 = data11.address;
const _errs69 = errors;
if(errors === _errs69){
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
const err43 = {instancePath:instancePath+"/accessList/" + i0+"/address",schemaPath:"#/anyOf/1/properties/accessList/items/properties/address/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/accessList/" + i0+"/address",schemaPath:"#/anyOf/1/properties/accessList/items/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
var valid13 = _errs69 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data11.storageKeys !== undefined){
let data13 = data11.storageKeys;
const _errs71 = errors;
if(errors === _errs71){
if(Array.isArray(data13)){
var valid14 = true;
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
let data14 = data13[i1];
const _errs73 = errors;
if(errors === _errs73){
if(typeof data14 === "string"){
if(!pattern5.test(data14)){
const err45 = {instancePath:instancePath+"/accessList/" + i0+"/storageKeys/" + i1,schemaPath:"#/anyOf/1/properties/accessList/items/properties/storageKeys/items/pattern",keyword:"pattern",params:{pattern: "^0x[0-9a-fA-F]{64}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{64}$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/accessList/" + i0+"/storageKeys/" + i1,schemaPath:"#/anyOf/1/properties/accessList/items/properties/storageKeys/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
var valid14 = _errs73 === errors;
if(!valid14){
break;
}
}
}
else {
const err47 = {instancePath:instancePath+"/accessList/" + i0+"/storageKeys",schemaPath:"#/anyOf/1/properties/accessList/items/properties/storageKeys/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var valid13 = _errs71 === errors;
}
else {
var valid13 = true;
}
}
}
}
else {
const err48 = {instancePath:instancePath+"/accessList/" + i0,schemaPath:"#/anyOf/1/properties/accessList/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
var valid12 = _errs67 === errors;
if(!valid12){
break;
}
}
}
}
var valid1 = _errs65 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.chainId !== undefined){
let data15 = data.chainId;
const _errs75 = errors;
const _errs76 = errors;
let valid15 = false;
const _errs77 = errors;
if(errors === _errs77){
if(typeof data15 === "string"){
if(!pattern1.test(data15)){
const err49 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"},message:"must match pattern \""+"^(0[xX](0|[1-9a-fA-F][0-9a-fA-F]*))?$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
var _valid11 = _errs77 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs79 = errors;
if(data15 !== null){
const err51 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid11 = _errs79 === errors;
valid15 = valid15 || _valid11;
}
if(!valid15){
const err52 = {instancePath:instancePath+"/chainId",schemaPath:"#/anyOf/1/properties/chainId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs75 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
const err53 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
const err54 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
validate43.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate43.errors = vErrors;
return errors === 0;
}

exports["node/fb0e1154-65e43b53-429"] = validate44;
const schema45 = {"title":"CB58Id","type":"string","pattern":"^[1-9A-HJ-NP-Za-km-z]{1,50}$","examples":["2oYMBNV4eNHyqk2fjjV5nVQLDbtmNJzq5s3qs3Lo6ftnC6FByM"]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(typeof data === "string"){
if(!pattern24.test(data)){
validate44.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[1-9A-HJ-NP-Za-km-z]{1,50}$"},message:"must match pattern \""+"^[1-9A-HJ-NP-Za-km-z]{1,50}$"+"\""}];
return false;
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}

exports["node/fb17bf24-30c6f8cf-51"] = validate45;
const schema46 = {"type":["array","null"],"items":{"type":"string"}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(Array.isArray(data))) && (data !== null)){
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema46.type},message:"must be array,null"}];
return false;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(typeof data[i0] !== "string"){
validate45.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
validate45.errors = vErrors;
return errors === 0;
}
return exports;
}

export const GENERATED_SCHEMA_VALIDATORS = {
  validators: nodeValidators(),
  acceptsNull: {"node/1789348b-41a92912-1366":false,"node/19ab3949-7d4d035a-123":false,"node/1aaebd75-66458eee-1903":false,"node/23e61a8d-5ef5a9e2-161":false,"node/256d1f95-2b42a5aa-31":false,"node/34d95c2f-cd706bda-228":false,"node/4ed28895-5f8f79de-1807":false,"node/57f2f58a-a5702315-817":false,"node/5c465f6f-e85a0e9a-306":true,"node/5dca877a-bba271c9-113":false,"node/6513d289-98af5e54-138":false,"node/652f79a6-783b2be9-137":false,"node/654267a5-e78bc65a-997":false,"node/74deff38-b6bcf473-1563":false,"node/7ccaf9-449fc93a-1343":false,"node/87c1c357-223ea5bc-4075":false,"node/91b9054d-a7d9ddca-4079":false,"node/98d28f5a-f1c02333-148":false,"node/993d8c4e-2ac2430b-2098":false,"node/9c42a335-3bb2476c-186":false,"node/9f2756b5-ef9e6524-5562":true,"node/a1da6be4-332226f7-1959":false,"node/a9acfe54-7f25cfa5-776":false,"node/aec7e4a6-6cc257e7-222":false,"node/afaee02f-c9338e32-1432":false,"node/b270f2c4-b0bc47af-11631":true,"node/b4c72f57-2684fe54-117":false,"node/b6167130-c3b50191-274":false,"node/b79d6014-8b43a75f-7125":false,"node/be78c695-1f9ae2c2-1947":false,"node/bf180eb5-c1af3da6-1455":false,"node/ddcc5608-558a2b33-245":false,"node/def33f2f-7048c2fe-18":false,"node/e190afd0-9da3bda3-1939":true,"node/f466ad06-1b2c86f1-5525":true,"node/fb58d883-ae154342-5468":true},
};
